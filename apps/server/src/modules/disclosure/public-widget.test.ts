import {
  DEFAULT_CASE_DASHBOARD,
  PUBLIC_DEATHS_BY_MONTH_FULL_YEARS,
  type DashboardWidget,
} from '@hde/contracts';
import type { QueryBody, WidgetRemovalReason } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { publicWidgetOf, type TableKind } from './index.js';

const LAST_FULL_YEAR = 2025;
const context = { lastFullYear: LAST_FULL_YEAR };

const defaultWidgets = new Map(
  DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets).map((widget) => [widget.id, widget]),
);

function defaultWidget(id: string): DashboardWidget {
  const widget = defaultWidgets.get(id);
  if (!widget) throw new Error(`no default widget ${id}`);
  return widget;
}

function verdictOf(widget: DashboardWidget) {
  const verdict = publicWidgetOf(widget, context);
  return verdict.ok ? verdict.kind : verdict.reason;
}

/** Every widget of the default dashboard, and what its public view does with it. */
const DEFAULT_VERDICTS: Record<string, TableKind | WidgetRemovalReason> = {
  total_cases: 'cells',
  drug_induced: 'cells',
  accepted_cases: 'cells',
  declined_cases: 'cells',
  top_causes: 'terms',
  cause_cloud: 'terms',
  manner_of_death: 'cells',
  deaths_by_month: 'cells',
  drug_induced_by_year: 'cells',
  age_groups: 'cells',
  sex: 'cells',
  race: 'cells',
  manner_by_age_group: 'cells',
  city: 'fineGeography',
  death_map: 'places',
  county: 'cells',
  police_agency: 'cells',
  type_of_exam: 'cells',
  pathologist: 'personName',
  exam_on_time: 'cells',
  report_on_time: 'cells',
  dc_on_time: 'cells',
  case_list: 'caseList',
};

const stat: DashboardWidget = {
  id: 'forged',
  title: 'Forged',
  transformer: 'topList',
  area: 'CASE',
  query: { addCount: true },
  width: 6,
};
const forged = (query: Partial<QueryBody>, widget: Partial<DashboardWidget> = {}): DashboardWidget => ({
  ...stat,
  ...widget,
  query: { ...stat.query, ...query },
});

function admitted(widget: DashboardWidget) {
  const verdict = publicWidgetOf(widget, context);
  if (!verdict.ok) throw new Error(`refused: ${verdict.reason}`);
  return verdict;
}

const populationOf = (widget: DashboardWidget) => admitted(widget).population;

describe('publicWidgetOf on the default dashboard', () => {
  it.each([...defaultWidgets.keys()])('%s', (id) => {
    expect(DEFAULT_VERDICTS[id], `no verdict written down for ${id}`).toBeDefined();
    expect(verdictOf(defaultWidget(id))).toBe(DEFAULT_VERDICTS[id]);
  });

  it('counts the stats, pies and lists of all cases as one population, the cut lists dropping their empty group', () => {
    const all = populationOf(defaultWidget('total_cases'));
    for (const id of ['manner_of_death', 'age_groups', 'sex', 'race', 'top_causes', 'county', 'death_map']) {
      expect(populationOf(defaultWidget(id)), id).toBe(all);
    }
    const dropping = (id: string) => admitted(defaultWidget(id)).dropsEmptyGroup;
    expect(dropping('race')).toBe(true);
    expect(dropping('death_map')).toBe(true);
    expect(dropping('sex')).toBe(false);
    expect(populationOf(defaultWidget('accepted_cases'))).not.toBe(all);
  });

  it('names the filter whose count is the population total: the widget filter without its not-empty group', () => {
    expect(admitted(defaultWidget('race')).populationFilter).toBeUndefined();
    expect(admitted(defaultWidget('total_cases')).populationFilter).toBeUndefined();
    const drug = defaultWidget('drug_induced').query.initialFilter;
    expect(admitted(defaultWidget('drug_induced')).populationFilter).toEqual(drug);
    const firstYear = LAST_FULL_YEAR - PUBLIC_DEATHS_BY_MONTH_FULL_YEARS + 1;
    expect(admitted(defaultWidget('deaths_by_month')).populationFilter).toEqual({
      and: [
        { field: 'deathDate', operator: 'gte', values: [`${firstYear}-01-01`] },
        { field: 'deathDate', operator: 'lte', values: [`${LAST_FULL_YEAR}-12-31`] },
      ],
    });
    const sexOfRaceKnown = forged({
      groupBy: 'sexFormatted',
      initialFilter: {
        and: [
          { field: 'sexFormatted', operator: 'ne', values: [null] },
          { field: 'race', operator: 'ne', values: [null] },
        ],
      },
    });
    expect(admitted(sexOfRaceKnown).populationFilter).toEqual({
      field: 'race',
      operator: 'ne',
      values: [null],
    });
  });

  it('gives the drug-induced stat and its yearly series one population', () => {
    expect(populationOf(defaultWidget('drug_induced_by_year'))).toBe(
      populationOf(defaultWidget('drug_induced')),
    );
  });

  it('shows deaths by month for the last full years, from January to December, without the sliding window', () => {
    const verdict = admitted(defaultWidget('deaths_by_month'));
    expect(verdict.widget.window).toBeUndefined();
    const firstYear = LAST_FULL_YEAR - PUBLIC_DEATHS_BY_MONTH_FULL_YEARS + 1;
    expect(verdict.widget.query.initialFilter).toEqual({
      and: [
        { field: 'deathDate', operator: 'ne', values: [null] },
        { field: 'deathDate', operator: 'gte', values: [`${firstYear}-01-01`] },
        { field: 'deathDate', operator: 'lte', values: [`${LAST_FULL_YEAR}-12-31`] },
      ],
    });
    expect(verdict.dropsEmptyGroup).toBe(true);
    expect(verdict.population).not.toBe(populationOf(defaultWidget('total_cases')));
  });

  it('keeps deaths by month without a window when there is no full year yet', () => {
    const verdict = publicWidgetOf(defaultWidget('deaths_by_month'), { lastFullYear: null });
    if (!verdict.ok) throw new Error('refused');
    expect(verdict.widget.window).toBeUndefined();
    expect(verdict.widget.query).toEqual(defaultWidget('deaths_by_month').query);
    expect(verdict.population).toBe(populationOf(defaultWidget('total_cases')));
  });
});

describe('publicWidgetOf on forged widgets', () => {
  it.each<[string, DashboardWidget, WidgetRemovalReason | TableKind]>([
    ['a case table', forged({ fields: ['deathDate'] }, { transformer: 'caseTable' }), 'caseList'],
    ['first names', forged({ groupBy: 'firstName' }), 'personName'],
    ['last names as columns', forged({ fields: ['lastName'] }), 'personName'],
    ['deputy coroners', forged({ groupBy: ['deputyCoroner', 'sexFormatted'] }), 'personName'],
    ['case ids', forged({ groupBy: '_id' }), 'identifier'],
    ['a case id by another name', forged({ groupBy: 'caseId' }), 'identifier'],
    ['circuit case numbers', forged({ groupBy: 'circuitCaseNumber' }), 'identifier'],
    ['contributing factors', forged({ groupBy: 'contributingFactors' }), 'freeText'],
    ['causes crossed with sex', forged({ groupBy: ['causeOfDeath', 'sexFormatted'] }), 'freeText'],
    ['death dates', forged({ groupBy: 'deathDate' }), 'exactDate'],
    ['birth dates', forged({ groupBy: 'dateOfBirth' }), 'exactDate'],
    ['times of death', forged({ groupBy: 'timeOfDeath' }), 'exactDate'],
    ['death ZIP codes', forged({ groupBy: 'deathZip' }), 'fineGeography'],
    ['home addresses', forged({ groupBy: 'residence' }), 'fineGeography'],
    ['one coordinate', forged({ groupBy: 'deathLatitude' }), 'fineGeography'],
    ['exact ages', forged({ groupBy: 'roundedAge' }), 'notAllowed'],
    ['toxicology age groups', forged({ groupBy: 'toxicologyAgeGroup' }), 'notAllowed'],
    ['sex codes beside the sex labels', forged({ groupBy: 'sex' }), 'notAllowed'],
    ['a custom field', forged({ groupBy: 'extra.notes' }), 'notAllowed'],
    [
      'a filter on a personal field',
      forged({ initialFilter: { field: 'lastName', operator: 'eq', values: ['Doe'] } }),
      'notAllowed',
    ],
    [
      'a filter on case ids',
      forged({ initialFilter: { not: { field: '_id', operator: 'in', values: ['1'] } } }),
      'notAllowed',
    ],
    [
      'a filter on a doctor',
      forged({ initialFilter: { field: 'pathologist', operator: 'eq', values: ['Dr X'] } }),
      'personName',
    ],
    [
      'a filter on a custom field',
      forged({ initialFilter: { field: 'extra.notes', operator: 'like', values: ['x'] } }),
      'notAllowed',
    ],
    [
      'filters in force',
      forged({ where: { field: 'race', operator: 'eq', values: ['White'] } }),
      'notAllowed',
    ],
    ['a quick search', forged({ text: 'Doe' }), 'notAllowed'],
    ['paging', forged({ groupBy: 'race', from: 10 }), 'notAllowed'],
    ['child rows', forged({ groupBy: 'race', unwind: 'toxicology' }), 'notAllowed'],
    ['facets', forged({ facets: { race: { groupBy: 'race' } } }), 'notAllowed'],
    ['groups without counts', forged({ groupBy: 'race', addCount: false }), 'notAllowed'],
    ['a sort on another field', forged({ groupBy: 'race', sortField: 'deathDate' }), 'notAllowed'],
    [
      'a key the schema does not know',
      forged({ groupBy: 'race', select: '*' } as Partial<QueryBody>),
      'notAllowed',
    ],
    ['another area', forged({ groupBy: 'race' }, { area: 'TOXICOLOGY' }), 'notAllowed'],
    [
      'a window on another chart',
      forged({ groupBy: 'year_dateOfDeath' }, { window: { field: 'deathDate', years: 3 } }),
      'notAllowed',
    ],
    ['counties', forged({ groupBy: 'county' }), 'cells'],
    ['causes by their record name', forged({ groupBy: 'causeOfDeathFormatted' }), 'terms'],
    ['map cells in the other order', forged({ groupBy: ['deathLongitude', 'deathLatitude'] }), 'places'],
  ])('%s', (_, widget, expected) => {
    expect(verdictOf(widget)).toBe(expected);
  });
});

describe('the population of a widget', () => {
  const drug = defaultWidget('drug_induced').query.initialFilter;
  const sameCases = [
    forged({
      initialFilter: {
        and: [
          { field: 'race', operator: 'in', values: ['White', 'Black'] },
          { field: 'sexFormatted', operator: 'eq', values: ['Male'] },
        ],
      },
    }),
    forged({
      initialFilter: {
        and: [
          { and: [{ field: 'sexFormatted', operator: 'eq', values: ['Male'] }] },
          { field: 'race', operator: 'in', values: ['Black', 'White'] },
        ],
      },
    }),
  ];

  it('is the same string whatever the order and nesting of the same conditions', () => {
    expect(populationOf(sameCases[0] as DashboardWidget)).toBe(populationOf(sameCases[1] as DashboardWidget));
  });

  it('reads a field and its other name as one', () => {
    const byRecordName = forged({
      initialFilter: { field: 'causeOfDeathFormatted', operator: 'like', values: ['opioid'] },
    });
    const byCatalogueName = forged({
      initialFilter: { field: 'causeOfDeath', operator: 'like', values: ['opioid'] },
    });
    expect(populationOf(byRecordName)).toBe(populationOf(byCatalogueName));
  });

  it('tells other cases apart, keeping a not-empty condition on a field the widget does not group by', () => {
    const notEmptyRace = forged({
      groupBy: 'sexFormatted',
      initialFilter: { field: 'race', operator: 'ne', values: [null] },
    });
    expect(populationOf(notEmptyRace)).not.toBe(populationOf(forged({ groupBy: 'sexFormatted' })));
    expect(populationOf(forged({ initialFilter: drug }))).not.toBe(populationOf(stat));
  });
});
