import { DEFAULT_CASE_DASHBOARD } from '@hde/contracts';
import type { ParsedQueryBody, QueryResult } from '@hde/contracts/api';
import { describe, expect, it } from 'vitest';
import { caseTableRows } from './case-table-rows.js';

const widget = DEFAULT_CASE_DASHBOARD.tabs.flatMap((tab) => tab.widgets).find((w) => w.id === 'case_list')!;
const WORKSPACE = '00000000-0000-4000-8000-000000000001';

/** A service over `total` cases that records the bodies it was asked. */
function fakeAnalytics(total: number) {
  const asked: ParsedQueryBody[] = [];
  return {
    asked,
    async query(_workspace: string, _area: string, body: ParsedQueryBody): Promise<QueryResult> {
      asked.push(body);
      const from = body.from ?? 0;
      const count = Math.max(0, Math.min(body.limit ?? 10, total - from));
      return { items: Array.from({ length: count }, (_, index) => ({ _id: `C-${from + index}` })), total };
    },
  };
}

async function read(rows: Awaited<ReturnType<typeof caseTableRows>>) {
  const ids: unknown[] = [];
  for await (const page of rows.pages) ids.push(...page.map((row) => row._id));
  return ids;
}

describe('caseTableRows', () => {
  it("reads the Case List's query with the filters, a page at a time, up to the limit", async () => {
    const analytics = fakeAnalytics(12_345);
    const where = { field: 'mannerOfDeath', operator: 'eq' as const, values: ['ACCIDENT'] };
    const rows = await caseTableRows(analytics, WORKSPACE, widget, { where, text: 'fall' }, { limit: 5000 });
    expect(rows.total).toBe(12_345);
    const ids = await read(rows);
    expect(ids).toHaveLength(5000);
    expect(ids[4999]).toBe('C-4999');
    expect(analytics.asked.map((body) => [body.from, body.limit])).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
      [3000, 1000],
      [4000, 1000],
    ]);
    for (const body of analytics.asked) {
      expect(body).toMatchObject({
        where,
        text: 'fall',
        fields: widget.query.fields,
        sortField: 'deathDate',
      });
    }
  });

  it('stops at the last case when there are fewer than the limit', async () => {
    const analytics = fakeAnalytics(1200);
    const rows = await caseTableRows(analytics, WORKSPACE, widget, { where: undefined, text: undefined });
    expect(await read(rows)).toHaveLength(1200);
    expect(analytics.asked).toHaveLength(2);
  });
});
