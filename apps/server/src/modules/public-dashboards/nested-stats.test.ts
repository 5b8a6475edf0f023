import { describe, expect, it } from 'vitest';
import { DEFAULT_CASE_DASHBOARD, type DashboardWidget } from '@hde/contracts';
import { COUNT_KEY, type ParsedQueryBody, type QueryResult } from '@hde/contracts/api';
import { computePublication } from './publication.js';

const statsTab = DEFAULT_CASE_DASHBOARD.tabs[0]!;
const stat = (id: string) => statsTab.widgets.find((widget) => widget.id === id) as DashboardWidget;

/** Counts by case status; a body's count is that of the statuses its filter keeps. */
function runOver(statuses: Record<string, number>) {
  return async (body: ParsedQueryBody): Promise<QueryResult> => {
    const filter = body.initialFilter;
    const status = filter && 'field' in filter ? String(filter.values[0]) : undefined;
    const count = status
      ? (statuses[status] ?? 0)
      : Object.values(statuses).reduce((sum, each) => sum + each, 0);
    return { items: [{ [COUNT_KEY]: count }] };
  };
}

async function published(statuses: Record<string, number>) {
  const dashboard = {
    tabs: [
      {
        ...statsTab,
        widgets: [stat('total_cases'), stat('accepted_cases'), stat('declined_cases')],
      },
    ],
  };
  return computePublication(dashboard, {
    run: runOver(statuses),
    threshold: 10,
    lastFullYear: null,
    heartbeat: async () => {},
  });
}

const countsShown = (publication: Awaited<ReturnType<typeof published>>) =>
  Object.fromEntries(
    publication.widgets.map((widget) => [widget.widgetId, widget.shown === 1 ? 'shown' : 'withheld']),
  );

describe('a count within a wider population (Accepted Cases within all cases)', () => {
  it('is not shown beside the wider total when their difference is a small count', async () => {
    const publication = await published({ Accepted: 94, Declined: 6 });
    const shown = countsShown(publication);
    expect(shown.declined_cases).toBe('withheld');
    // Total 100 and Accepted 94 together would give the 6 cases not accepted.
    expect([shown.total_cases, shown.accepted_cases]).toContain('withheld');
  });

  it('is shown with the total when what the two leave apart is large enough', async () => {
    const shown = countsShown(await published({ Accepted: 80, Declined: 20 }));
    expect(shown).toEqual({ total_cases: 'shown', accepted_cases: 'shown', declined_cases: 'shown' });
  });

  it('protects cases of a third status that no widget counts', async () => {
    // 100 cases: 60 accepted, 35 declined, 5 pending. Total less both shown counts would give the 5 pending.
    const shown = countsShown(await published({ Accepted: 60, Declined: 35, Pending: 5 }));
    expect(Object.values(shown)).toContain('withheld');
  });
});
