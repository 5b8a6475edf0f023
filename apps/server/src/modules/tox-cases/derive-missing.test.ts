import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toxCaseEntries, toxCases } from '../../platform/db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { deriveMissingEntries } from './derive-missing.js';
import { createCase, toxUser, CASES } from './test-support.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const body = (analysis: string) => ({
  age: '17 months',
  race: 'Hispanic',
  toxicology: [
    { analysis, results: '5 ng/mL', specimen: 'Urine', method: 'ELISA' },
    { analysis: 'Caffeine', results: 'Positive', specimen: 'Urine', method: 'ELISA' },
  ],
});

describe('deriveMissingEntries', () => {
  it('derives the rows of cases saved before migration 0022, in batches, once', async () => {
    const caller = await toxUser(ctx);
    const { db } = ctx.database;
    const ids = [];
    for (const analysis of ['Fentanyl', 'Norfentanyl', 'BE'])
      ids.push(await createCase(caller, body(analysis)));
    await caller.call('PUT', `${CASES}/${ids[2]}`, body('Morphine'));
    const derivedRows = await db.select().from(toxCaseEntries).where(eq(toxCaseEntries.ownerId, caller.id));
    // As the migration left them: no rows, groups at their defaults, entries_version null.
    await db.delete(toxCaseEntries).where(eq(toxCaseEntries.ownerId, caller.id));
    await db
      .update(toxCases)
      .set({ ageGroup: 'Unknown', raceGroup: 'Other', entriesVersion: null })
      .where(eq(toxCases.ownerId, caller.id));

    expect(await deriveMissingEntries(db, 2)).toBe(3);
    expect(await deriveMissingEntries(db, 2)).toBe(0);

    const cases = await db.select().from(toxCases).where(eq(toxCases.ownerId, caller.id));
    expect(
      cases.map((row) => [row.ageGroup, row.raceGroup, row.entriesVersion === row.currentVersion]),
    ).toEqual(cases.map(() => ['0-9', 'Hispanic or Latino', true]));
    const rows = await db.select().from(toxCaseEntries).where(eq(toxCaseEntries.ownerId, caller.id));
    const shape = (list: typeof rows) => list.map(({ id: _id, ...rest }) => JSON.stringify(rest)).sort();
    expect(shape(rows)).toEqual(shape(derivedRows));
    expect(rows.filter((row) => row.substance === 'morphine')).toHaveLength(1);
    expect(rows.filter((row) => row.substance === 'cocaine')).toHaveLength(0);
  });

  it('derives a case whose rows are of an older version', async () => {
    const caller = await toxUser(ctx);
    const { db } = ctx.database;
    const caseId = await createCase(caller, body('Fentanyl'));
    await caller.call('PUT', `${CASES}/${caseId}`, body('Morphine'));
    await db.update(toxCases).set({ entriesVersion: 0 }).where(eq(toxCases.ownerId, caller.id));
    await db.delete(toxCaseEntries).where(eq(toxCaseEntries.ownerId, caller.id));
    expect(await deriveMissingEntries(db)).toBe(1);
    const rows = await db.select().from(toxCaseEntries).where(eq(toxCaseEntries.ownerId, caller.id));
    expect(rows.map((row) => row.substance).sort()).toEqual(['caffeine', 'morphine']);
  });
});
