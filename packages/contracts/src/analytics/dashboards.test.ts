import { describe, expect, it } from 'vitest';
import { queryBodySchema, type WhereNode } from './query.js';
import { analyticsFieldsOf } from './fields.js';
import {
  CASE_LIST_TAB_ID,
  DEFAULT_CASE_DASHBOARD,
  DRUG_INDUCED_FILTER,
  resolveDashboard,
  widgetQuery,
  type DashboardWidget,
} from './dashboards.js';
import { filtersReplaceWindow, windowResult } from './dashboard-window.js';
import { filtersToWhere } from './filters.js';

const widgets = DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets);

function fieldsNamedBy(widget: DashboardWidget): string[] {
  const { query } = widget;
  const grouped = typeof query.groupBy === 'string' ? [query.groupBy] : (query.groupBy ?? []);
  const names = [...grouped, ...(query.fields ?? [])];
  if (query.sortField && query.sortField !== 'COUNT') names.push(query.sortField);
  return names;
}

describe('default case dashboard', () => {
  it('has the spec tabs, the case list last', () => {
    expect(DEFAULT_CASE_DASHBOARD.tabs.map((tab) => tab.title)).toEqual([
      'Death Certification',
      'Demographics',
      'Jurisdiction',
      'Examination Data',
      'Case List',
    ]);
    expect(DEFAULT_CASE_DASHBOARD.tabs.at(-1)?.id).toBe(CASE_LIST_TAB_ID);
  });

  it.each(widgets.map((widget) => [widget.id, widget] as const))(
    '%s is a valid query over known fields',
    (_, widget) => {
      expect(queryBodySchema.safeParse(widget.query).success).toBe(true);
      const known = new Set(analyticsFieldsOf(widget.area).map((field) => field.name));
      for (const name of fieldsNamedBy(widget)) expect(known).toContain(name);
    },
  );

  it('uses the spec top-list limits', () => {
    const limitOf = (id: string) => widgets.find((widget) => widget.id === id)?.query.limit;
    expect([limitOf('top_causes'), limitOf('cause_cloud'), limitOf('city'), limitOf('race')]).toEqual([
      10, 30, 10, 10,
    ]);
  });
});

describe('resolveDashboard', () => {
  it('keeps a usable configuration', () => {
    const configured = { tabs: [{ id: 'a', title: 'A', widgets: [widgets[0]] }] };
    expect(resolveDashboard(configured)).toBe(configured);
  });

  it.each([
    ['nothing', undefined],
    ['no tabs', { tabs: [] }],
    [
      'an unknown transformer',
      { tabs: [{ id: 'a', title: 'A', widgets: [{ ...widgets[0], transformer: 'sparkles' }] }] },
    ],
    ['a missing transformer', { tabs: [{ id: 'a', title: 'A', widgets: [{ id: 'x', query: {} }] }] }],
  ])('falls back to the default for %s', (_, configured) => {
    expect(resolveDashboard(configured)).toBe(DEFAULT_CASE_DASHBOARD);
  });
});

describe('widgetQuery', () => {
  const byMonth = widgets.find((widget) => widget.id === 'deaths_by_month')!;

  it('sends the filters of the bar and the trimmed quick search, and no date window', () => {
    const filters = filtersToWhere([{ id: 'race', operator: 'eq', values: ['White'] }]);
    const body = widgetQuery(byMonth, filters, '  "gunshot wound" ');
    expect(body.where).toEqual(filters);
    expect(body.text).toBe('"gunshot wound"');
    expect(widgetQuery(byMonth, undefined, undefined).where).toBeUndefined();
  });

  it('leaves a query without filters or search as configured', () => {
    const total = widgets.find((widget) => widget.id === 'total_cases')!;
    expect(widgetQuery(total, undefined, '  ')).toEqual(total.query);
  });
});

describe('the deaths by month window', () => {
  const byMonth = widgets.find((widget) => widget.id === 'deaths_by_month')!;
  const month = (value: string, count: number) => ({ month_dateOfDeath: value, COUNT: count });
  const items = [month('2031-02', 4), month('2025-03', 2), month('2024-12', 7), month('2019-05', 1)];

  it('ends at the latest death, not at today: the six years before it and its year', () => {
    expect(windowResult(byMonth, undefined, { items }).items).toEqual([
      month('2031-02', 4),
      month('2025-03', 2),
      month('2025-01', 0),
    ]);
  });

  it('keeps a workspace whose deaths are all older than six years', () => {
    const old = [month('2012-01', 3), month('2009-11', 1)];
    expect(windowResult(byMonth, undefined, { items: old }).items).toEqual(old);
  });

  it.each([
    ['a death date range', { field: 'deathDate', operator: 'gte', values: ['2010-01-01'] }],
    ['a year of death', { field: 'year_dateOfDeath', operator: 'in', values: [2019, 2031] }],
    [
      'a date inside other filters',
      {
        and: [
          { field: 'race', operator: 'eq', values: ['White'] },
          { not: { field: 'deathDate', operator: 'lte', values: ['2020-01-01'] } },
        ],
      },
    ],
  ] as [string, WhereNode][])('is replaced by %s the user sets', (_, filters) => {
    expect(filtersReplaceWindow(byMonth, filters)).toBe(true);
    expect(windowResult(byMonth, filters, { items }).items).toEqual(items);
  });

  it('stays under filters on other fields, and only windowed widgets are cut', () => {
    const race: WhereNode = { field: 'race', operator: 'eq', values: ['White'] };
    expect(filtersReplaceWindow(byMonth, race)).toBe(false);
    expect(windowResult(byMonth, race, { items }).items).toHaveLength(3);
    const total = widgets.find((widget) => widget.id === 'total_cases')!;
    expect(windowResult(total, undefined, { items }).items).toEqual(items);
  });
});

describe('the drug-induced rule', () => {
  const drugInduced = widgets.find((widget) => widget.id === 'drug_induced')!;

  it('is the filter of the drug-induced widgets', () => {
    expect(drugInduced.query.initialFilter).toEqual(DRUG_INDUCED_FILTER);
  });
});

describe('filtersToWhere', () => {
  it('is nothing without entries, the condition alone for one, and an AND for more', () => {
    expect(filtersToWhere([])).toBeUndefined();
    const one = { id: 'race', operator: 'eq' as const, values: ['White'] };
    expect(filtersToWhere([one])).toEqual({ field: 'race', operator: 'eq', values: ['White'] });
    expect(filtersToWhere([one, one])).toEqual({ and: [filtersToWhere([one]), filtersToWhere([one])] });
  });
});
