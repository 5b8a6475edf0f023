import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekOf, TOX_AGE_GROUPS, TOX_RACES } from '@hde/contracts';
import { trendsReplySchema } from '@hde/contracts/api';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addDays, dayOf, dayText, weeksOfRange } from './iso-week.js';
import { deleteCases, insertCases, toxUser, type TestCase, type ToxCaller } from './test-support.js';

let ctx: TestApp;
let callers: ToxCaller[];
beforeAll(async () => {
  ctx = await createTestApp();
  callers = [await toxUser(ctx), await toxUser(ctx)];
});
afterAll(() => ctx.close());

const SUBSTANCES = ['fentanyl', 'cocaine', 'ethanol', 'morphine', "o'brien; --"] as const;
// 2024-12-16 to 2025-03-16: across a year end and a 53-week-free boundary.
const FIRST_DAY = dayOf('2024-12-16');
const DAYS = 90;
const SEXES = { F: 'Female', M: 'Male', U: 'Unknown' } as const;

const generatedCase = fc.record({
  owner: fc.integer({ min: 0, max: 1 }),
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  second: fc.integer({ min: 0, max: 86_399 }),
  sex: fc.constantFrom('F' as const, 'M' as const, 'U' as const, null),
  raceGroup: fc.constantFrom(...TOX_RACES),
  ageGroup: fc.constantFrom(...TOX_AGE_GROUPS),
  substances: fc.array(fc.constantFrom(...SUBSTANCES), { maxLength: 4 }),
});

type Generated = typeof generatedCase extends fc.Arbitrary<infer T> ? T : never;

const createdAt = (one: Generated) => new Date(addDays(FIRST_DAY, one.day).getTime() + one.second * 1000);

/** The answer computed from the generated cases alone. */
function expected(cases: Generated[], start: string, end: string, asked: string[]) {
  const from = dayOf(start).getTime();
  const until = addDays(dayOf(end), 1).getTime();
  const counted = cases.filter((one) => {
    const time = createdAt(one).getTime();
    return (
      one.owner === 0 &&
      time >= from &&
      time < until &&
      (asked.length === 0 || one.substances.some((substance) => asked.includes(substance)))
    );
  });
  const tally = (keyOf: (one: Generated) => string[]) => {
    const counts = new Map<string, number>();
    for (const one of counted) {
      for (const key of new Set(keyOf(one))) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, count]) => `${key}=${count}`).sort();
  };
  const week = (one: Generated) => isoWeekOf(createdAt(one));
  const totals = new Map(tally((one) => [week(one)]).map((row) => row.split('=') as [string, string]));
  return {
    total: weeksOfRange(dayOf(start), dayOf(end)).map(({ week: period }) => ({
      period,
      count: Number(totals.get(period) ?? 0),
    })),
    sex: tally((one) => [`${week(one)}|${SEXES[one.sex ?? 'U']}`]),
    race: tally((one) => [`${week(one)}|${one.raceGroup}`]),
    age: tally((one) => [`${week(one)}|${one.ageGroup}`]),
    substance: tally((one) =>
      one.substances
        .filter((substance) => asked.length === 0 || asked.includes(substance))
        .map((s) => `${week(one)}|${s}`),
    ),
  };
}

describe('trend aggregation', () => {
  it('equals an independent in-memory count over generated cases of two owners', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(generatedCase, { maxLength: 40 }),
        fc.integer({ min: 0, max: DAYS - 1 }),
        fc.integer({ min: 0, max: DAYS - 1 }),
        fc.subarray([...SUBSTANCES], { maxLength: 3 }),
        async (cases, a, b, asked) => {
          const owners = callers.map((caller) => caller.id);
          await deleteCases(ctx.database.db, owners);
          for (const [index, owner] of owners.entries()) {
            const rows: TestCase[] = cases.flatMap((one, n) =>
              one.owner === index
                ? [
                    {
                      caseId: `TX-${n}`,
                      createdAt: createdAt(one).toISOString(),
                      sex: one.sex,
                      raceGroup: one.raceGroup,
                      ageGroup: one.ageGroup,
                      entries: one.substances.map((substance) => ({ substance })),
                    },
                  ]
                : [],
            );
            await insertCases(ctx.database.db, owner, rows);
          }
          const start = dayText(addDays(FIRST_DAY, Math.min(a, b)));
          const end = dayText(addDays(FIRST_DAY, Math.max(a, b)));
          const query = new URLSearchParams({ start_date: start, end_date: end });
          for (const substance of asked) query.append('substances', substance);
          const reply = await callers[0]?.call('GET', `/v2/tox-insights/trends?${query.toString()}`);
          expect(reply?.statusCode).toBe(200);
          const { data } = trendsReplySchema.parse(reply?.json());
          const want = expected(cases, start, end, asked);
          const rows = (list: { period: string; count: number }[], key: (row: never) => string) =>
            list.map((row) => `${row.period}|${key(row as never)}=${row.count}`).sort();
          expect(data.total_cases).toEqual(want.total);
          expect(rows(data.cases_by_sex, (row: { sex: string }) => row.sex)).toEqual(want.sex);
          expect(rows(data.cases_by_race, (row: { race: string }) => row.race)).toEqual(want.race);
          expect(rows(data.cases_by_age, (row: { age_bucket: string }) => row.age_bucket)).toEqual(want.age);
          // Every substance here is among the ten most frequent, so none asked lists them all.
          expect(rows(data.cases_by_substance, (row: { substance: string }) => row.substance)).toEqual(
            want.substance,
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});
