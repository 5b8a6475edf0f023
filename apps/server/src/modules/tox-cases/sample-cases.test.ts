import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toxCaseBodySchema } from '@hde/contracts/api';
import { jobs, toxCaseEntries, toxCases, users } from '../../platform/db/schema.js';
import { TOX_INSIGHTS_JOB } from '../../platform/job-names.js';
import { DEMO_ACCOUNTS, seedDemoToxCases } from '../../platform/seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SAMPLE_CASE_COUNT, sampleCaseBodies, sampleCaseDate } from './sample-cases.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the beta demo account sample cases', () => {
  it('are the same valid bodies on every run, each with toxicology results', () => {
    const bodies = sampleCaseBodies();
    expect(bodies).toHaveLength(SAMPLE_CASE_COUNT);
    expect(sampleCaseBodies()).toEqual(bodies);
    for (const body of bodies) {
      expect(toxCaseBodySchema.parse(body)).toEqual(body);
      expect(body.toxicology.length).toBeGreaterThan(0);
    }
  });

  it('are seeded once, marked sample, each with its insights job queued', async () => {
    const beta = DEMO_ACCOUNTS.find((demo) => demo.beta)!;
    const [user] = await ctx.database.db.select().from(users).where(eq(users.userId, beta.email));
    await seedDemoToxCases(ctx.database.db, ctx.config);
    await seedDemoToxCases(ctx.database.db, ctx.config);
    const cases = await ctx.database.db.select().from(toxCases).where(eq(toxCases.ownerId, user!.id));
    expect(cases).toHaveLength(SAMPLE_CASE_COUNT);
    expect(cases.every((row) => row.sample && row.currentVersion === 0)).toBe(true);
    expect(await ctx.database.db.select().from(jobs).where(eq(jobs.kind, TOX_INSIGHTS_JOB))).toHaveLength(
      SAMPLE_CASE_COUNT,
    );
    const entries = await ctx.database.db
      .select()
      .from(toxCaseEntries)
      .where(eq(toxCaseEntries.ownerId, user!.id));
    expect(entries).toHaveLength(cases.reduce((sum, row) => sum + row.entryCount, 0));
    expect(cases.every((row) => row.entriesVersion === 0)).toBe(true);
    const years = new Set(cases.map((row) => row.createdAt.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(6);
  });

  it('are dated evenly over the six years before the day they are given', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(sampleCaseDate(35, 36, now)).toEqual(now);
    expect(sampleCaseDate(0, 36, now).toISOString()).toBe('2020-02-29T12:00:00.000Z');
    expect(sampleCaseDate(1, 36, now).getTime()).toBeGreaterThan(sampleCaseDate(0, 36, now).getTime());
  });
});
