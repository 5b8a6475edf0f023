import { describe, expect, it } from 'vitest';
import { isoWeekOf } from '@hde/contracts';
import type { ReadOnlyStatements } from '../../platform/db/read-only.js';
import { addDays } from './iso-week.js';
import { createTrendsService } from './service.js';

const NOW = new Date('2026-11-26T12:00:00Z');

/** Three cases a week, all women, from `from` to NOW and none later: what the statements of such cases answer. */
function flatCases(from: string): ReadOnlyStatements {
  return {
    run(statement) {
      if (statement.text.includes('unnest(c.substances)')) return Promise.resolve([]);
      const rows = [];
      for (let day = new Date(`${from}T00:00:00Z`); day <= NOW; day = addDays(day, 7)) {
        const week = isoWeekOf(day);
        rows.push({ kind: 'total', week, key: null, n: 3 }, { kind: 'sex', week, key: 'Female', n: 3 });
      }
      return Promise.resolve(rows);
    },
    close: () => Promise.resolve(),
  };
}

describe('the trends service', () => {
  it('tests no week from the one before today on, however far the range runs', async () => {
    const trends = createTrendsService(flatCases('2023-01-02'), () => NOW);
    const data = await trends.trends('owner', {
      start_date: '2023-01-02',
      end_date: '2027-05-30',
      substances: [],
    });
    // This week and the one before may still get cases; the weeks after today have none yet, and are no fall.
    expect(data.provisional_from).toBe(isoWeekOf(new Date('2026-11-19T00:00:00Z')));
    expect(data.insights).toEqual([]);
  });

  it('marks nothing provisional in a range that ended weeks ago', async () => {
    const trends = createTrendsService(flatCases('2023-01-02'), () => NOW);
    const data = await trends.trends('owner', {
      start_date: '2023-01-02',
      end_date: '2025-12-28',
      substances: [],
    });
    expect(data.provisional_from).toBeNull();
    expect(data.insights).toEqual([]);
  });
});
