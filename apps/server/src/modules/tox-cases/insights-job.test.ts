import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_EVENT, toxCaseSchema, trustInfoSchema } from '@hde/contracts/api';
import { jobs, toxCaseVersions } from '../../platform/db/schema.js';
import { TOX_INSIGHTS_JOB } from '../../platform/job-names.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { RULE_SET_VERSION } from '../tox-insights/index.js';
import {
  CASES,
  createCase,
  fakeInsight,
  fakeWriter,
  runInsightJobs,
  toxUser,
  type ToxCaller,
} from './test-support.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const body = {
  // Text that reads as a number, as the form sends it: it must come back (and hash) as text.
  age: '34',
  sex: 'M' as const,
  toxicology: [{ analysis: 'Fentanyl', method: 'LC-MS/MS', specimen: 'Blood Femoral', results: '12 ng/mL' }],
};

const read = async (caller: ToxCaller, path: string) =>
  toxCaseSchema.parse((await caller.call('GET', `${CASES}/${path}`)).json());

async function trustOf(caller: ToxCaller, caseId: string, version: number) {
  const reply = await caller.call('POST', `${CASES}/${caseId}/${version}/trust`);
  expect(reply.statusCode).toBe(200);
  const [block] = reply.body.split('\n\n');
  const [eventLine, dataLine] = (block ?? '').split('\n');
  expect(eventLine).toBe(`event: ${TRUST_EVENT}`);
  return trustInfoSchema.parse(JSON.parse((dataLine ?? '').slice('data: '.length)));
}

/** The tox-insights jobs still waiting to run. */
const queuedInsightJobs = async () =>
  (await ctx.database.db.select().from(jobs).where(eq(jobs.kind, TOX_INSIGHTS_JOB))).filter(
    (job) => job.status === 'QUEUED',
  );

describe('the tox-insights job', () => {
  it('writes the insight READY with its findings, and seals the version in the ledger', async () => {
    const owner = await toxUser(ctx);
    const caseId = await createCase(owner, body);
    expect(await queuedInsightJobs()).toHaveLength(1);
    expect((await trustOf(owner, caseId, 0)).transactionId).toBeNull();

    expect(await runInsightJobs(ctx)).toBe(1);
    const ready = await read(owner, caseId);
    // The reply has no prompt hash: it is kept for the record only.
    const { promptHash, ...shown } = fakeInsight;
    expect(promptHash).toBeNull();
    expect(ready.summary).toEqual({ status: 'READY', ...shown });
    expect(ready.transactionId).toMatch(/^[0-9a-f]{64}$/);
    const trust = await trustOf(owner, caseId, 0);
    expect(trust).toMatchObject({
      id: caseId,
      version: 0,
      transactionId: ready.transactionId,
      verified: true,
    });
    expect(trust.checks).toEqual({ signature: true, chain: true, content: true });

    // An update is a new version with its own insight and seal; the first keeps its own.
    await owner.call('PUT', `${CASES}/${caseId}`, { ...body, notes: 'Updated' });
    expect((await read(owner, caseId)).summary.status).toBe('PENDING');
    await runInsightJobs(ctx);
    const second = await read(owner, `${caseId}/1`);
    expect(second.summary.status).toBe('READY');
    expect(second.transactionId).not.toBe(ready.transactionId);
    expect((await trustOf(owner, caseId, 1)).verified).toBe(true);
    expect((await trustOf(owner, caseId, 0)).verified).toBe(true);
  });

  it('fails the content check of a version changed after it was sealed', async () => {
    const owner = await toxUser(ctx);
    const caseId = await createCase(owner, body);
    await runInsightJobs(ctx);
    const [version] = await ctx.database.db
      .select()
      .from(toxCaseVersions)
      .where(eq(toxCaseVersions.transactionId, (await read(owner, caseId)).transactionId!));
    await ctx.database.db
      .update(toxCaseVersions)
      .set({ toxicology: [{ ...body.toxicology[0]!, results: '1 ng/mL' }] })
      .where(eq(toxCaseVersions.id, version!.id));
    const trust = await trustOf(owner, caseId, 0);
    expect(trust.verified).toBe(false);
    expect(trust.checks).toEqual({ signature: true, chain: true, content: false });
  });

  it('writes the rules engine insight with the real writer the job handlers register', async () => {
    const owner = await toxUser(ctx);
    const caseId = await createCase(owner, body);
    await ctx.runJobs();
    const { summary, transactionId } = await read(owner, caseId);
    expect(summary).toMatchObject({ status: 'READY', provider: 'rules', model: null });
    expect(summary.ruleSetVersion).toBe(RULE_SET_VERSION);
    expect(summary.summary).toEqual(expect.any(String));
    expect(summary.findings.length).toBeGreaterThan(0);
    expect(transactionId).not.toBeNull();
  });

  it('retries a failing writer and falls back to the rules writer on the last attempt', async () => {
    const owner = await toxUser(ctx);
    const caseId = await createCase(owner, body);
    const failing = { write: () => Promise.reject(new Error('model down')) };
    const rules = fakeWriter({ summary: 'From the rules engine.' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Each retry waits a little longer: make the job due now.
      await ctx.database.db
        .update(jobs)
        .set({ runAfter: new Date(0) })
        .where(eq(jobs.kind, TOX_INSIGHTS_JOB));
      await runInsightJobs(ctx, failing, rules);
      if (attempt < 5) expect((await read(owner, caseId)).summary.status).toBe('PENDING');
    }
    expect((await read(owner, caseId)).summary).toMatchObject({
      status: 'READY',
      summary: 'From the rules engine.',
    });
    expect(await queuedInsightJobs()).toEqual([]);
  });
});
