import { describe, expect, it } from 'vitest';
import { queryBodySchema } from './query.js';
import { analyticsFieldsOf } from './fields.js';
import {
  CASE_LIST_TAB_ID,
  DEFAULT_CASE_DASHBOARD,
  resolveDashboard,
  widgetQuery,
  type DashboardWidget,
} from './dashboards.js';
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
  const now = new Date('2026-11-24T12:00:00Z');

  it('adds the six preceding years window to the deaths by month chart', () => {
    expect(widgetQuery(byMonth, undefined, undefined, now).where).toEqual({
      field: 'deathDate',
      operator: 'gte',
      values: ['2020-01-01'],
    });
  });

  it('AND-s the filters of the bar with the window and trims the quick search', () => {
    const filters = filtersToWhere([{ id: 'race', operator: 'eq', values: ['White'] }]);
    const body = widgetQuery(byMonth, filters, '  "gunshot wound" ', now);
    expect(body.where).toEqual({
      and: [filters, { field: 'deathDate', operator: 'gte', values: ['2020-01-01'] }],
    });
    expect(body.text).toBe('"gunshot wound"');
  });

  it('leaves a query without filters or search as configured', () => {
    const total = widgets.find((widget) => widget.id === 'total_cases')!;
    expect(widgetQuery(total, undefined, '  ', now)).toEqual(total.query);
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
