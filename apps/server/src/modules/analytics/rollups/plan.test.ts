import { describe, expect, it } from 'vitest';
import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import { queryBodySchema, type AnalyticsArea, type QueryBody } from '@hde/contracts/api';
import { createAnalyticsRegistry } from '../registry.js';
import { dashboardRollups } from '../rollups/refresh.js';
import { parseRollupKey, pickRollup, rollupKey, rollupNeed, TOTAL_ROLLUP_KEY } from './plan.js';

const registry = createAnalyticsRegistry([{ key: 'Case Status', label: 'Case Status' }]);

function needOf(body: QueryBody, area: AnalyticsArea = 'CASE') {
  return rollupNeed(area, queryBodySchema.parse(body), registry.resolve(area))?.key;
}

describe('what a query needs of a summary', () => {
  it('is the number of cases for a bare count', () => {
    expect(needOf({ addCount: true })).toBe(TOTAL_ROLLUP_KEY);
  });

  it('is the columns grouped and filtered, in column order', () => {
    expect(
      needOf({
        addCount: true,
        groupBy: ['mannerOfDeath'],
        where: { field: 'ageGroup', operator: 'in', values: ['18-24'] },
      }),
    ).toBe('age_group,manner_of_death');
  });

  it('takes a date by month only when every use of it is exact on the month', () => {
    const monthly = { addCount: true, groupBy: 'month_dateOfDeath' } as const;
    expect(needOf(monthly)).toBe('date_of_death@month');
    expect(
      needOf({ ...monthly, where: { field: 'deathDate', operator: 'gte', values: ['2020-03-01'] } }),
    ).toBe('date_of_death@month');
    expect(
      needOf({ ...monthly, where: { field: 'deathDate', operator: 'lte', values: ['2020-02-29'] } }),
    ).toBe('date_of_death@month');
    expect(needOf({ ...monthly, where: { field: 'deathDate', operator: 'ne', values: [null] } })).toBe(
      'date_of_death@month',
    );
    expect(needOf({ ...monthly, where: { field: 'year_dateOfDeath', operator: 'eq', values: [2020] } })).toBe(
      'date_of_death@month',
    );
    expect(
      needOf({ ...monthly, where: { field: 'deathDate', operator: 'gte', values: ['2020-03-02'] } }),
    ).toBe('date_of_death');
    expect(
      needOf({ ...monthly, where: { field: 'deathDate', operator: 'lte', values: ['2020-02-28'] } }),
    ).toBe('date_of_death');
    expect(
      needOf({ ...monthly, where: { field: 'deathDate', operator: 'eq', values: ['2020-03-01'] } }),
    ).toBe('date_of_death');
    expect(needOf({ addCount: true, groupBy: 'deathDate' })).toBe('date_of_death');
  });

  it('takes a date by year when every use of it is exact on the year', () => {
    const yearly = { addCount: true, groupBy: 'year_dateOfDeath' } as const;
    expect(needOf(yearly)).toBe('date_of_death@year');
    expect(
      needOf({ ...yearly, where: { field: 'deathDate', operator: 'gte', values: ['2020-01-01'] } }),
    ).toBe('date_of_death@year');
    expect(
      needOf({ ...yearly, where: { field: 'deathDate', operator: 'lte', values: ['2020-12-31'] } }),
    ).toBe('date_of_death@year');
    expect(
      needOf({ ...yearly, where: { field: 'deathDate', operator: 'gte', values: ['2020-02-01'] } }),
    ).toBe('date_of_death@month');
    expect(
      needOf({ ...yearly, where: { field: 'month_dateOfDeath', operator: 'eq', values: ['2020-02'] } }),
    ).toBe('date_of_death@month');
    expect(needOf({ addCount: true, where: { field: 'deathDate', operator: 'ne', values: [null] } })).toBe(
      'date_of_death@year',
    );
  });

  it('is none for what only the case rows answer', () => {
    expect(needOf({ fields: ['_id'] })).toBeUndefined();
    expect(needOf({ addCount: true, text: 'gunshot' })).toBeUndefined();
    expect(needOf({ addCount: true, unwind: 'toxicology' })).toBeUndefined();
    expect(needOf({ addCount: true, groupBy: 'extra.Case Status' })).toBeUndefined();
    expect(needOf({ addCount: true, groupBy: 'lastModified' })).toBeUndefined();
    expect(needOf({ addCount: true, groupBy: 'noSuchField' })).toBeUndefined();
    expect(needOf({ addCount: true }, 'FILE')).toBeUndefined();
    expect(
      needOf({ addCount: true, where: { field: 'extra.Case Status', operator: 'eq', values: ['x'] } }),
    ).toBeUndefined();
  });

  it('counts the groupings of facets', () => {
    expect(needOf({ addCount: true, facets: { sexes: { groupBy: ['sexFormatted'] } } })).toBe(
      'sex_formatted',
    );
  });
});

describe('choosing a summary', () => {
  const stored = [
    { key: 'cause_of_death,date_of_death', rows: 900 },
    { key: 'cause_of_death,date_of_death@month', rows: 300 },
    { key: 'cause_of_death', rows: 40 },
  ];

  it('takes the smallest that holds every dimension at a fine enough grain', () => {
    expect(
      pickRollup({ key: 'date_of_death@year', dimensions: parseRollupKey('date_of_death@year') }, stored)
        ?.key,
    ).toBe('cause_of_death,date_of_death@month');
    const need = (key: string) => ({ key, dimensions: parseRollupKey(key) });
    expect(pickRollup(need('cause_of_death'), stored)?.key).toBe('cause_of_death');
    expect(pickRollup(need('date_of_death@month'), stored)?.key).toBe('cause_of_death,date_of_death@month');
    expect(pickRollup(need('date_of_death'), stored)?.key).toBe('cause_of_death,date_of_death');
    expect(pickRollup(need('manner_of_death'), stored)).toBeUndefined();
    expect(pickRollup(need(TOTAL_ROLLUP_KEY), stored)?.key).toBe('cause_of_death');
  });

  it('reads back the key it wrote', () => {
    const dimensions = [
      { column: 'cause_of_death', grain: 'value' as const },
      { column: 'date_of_death', grain: 'month' as const },
      { column: 'death_date', grain: 'year' as const },
    ];
    expect(parseRollupKey(rollupKey(dimensions))).toEqual(dimensions);
    expect(parseRollupKey(rollupKey([]))).toEqual([]);
  });
});

describe('the default dashboard', () => {
  it('has a summary for every widget but the case list', () => {
    const keys = new Set(dashboardRollups(DEFAULT_CASE_DASHBOARD).map((s) => s.key));
    const widgets = DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets);
    const served = widgets.filter((widget) => widget.transformer !== 'caseTable');
    expect(keys.size).toBeGreaterThan(10);
    expect(keys).toContain('date_of_death@month');
    expect(keys).toContain('cause_of_death,date_of_death@year');
    expect(keys).toContain('death_latitude,death_longitude');
    expect(dashboardRollups({ tabs: [{ id: 't', title: 'T', widgets: served }] }).length).toBe(served.length);
  });
});
