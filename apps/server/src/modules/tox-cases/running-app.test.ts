import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toxCaseSchema } from '@hde/contracts/api';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CASES, createCase, toxUser } from './test-support.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ RUN_JOBS: 'true' });
});
afterAll(() => ctx.close());

describe('an app that runs its jobs', () => {
  it('writes the insight of a saved case and seals it with it, without being asked', async () => {
    const owner = await toxUser(ctx);
    const caseId = await createCase(owner, {
      toxicology: [{ analysis: 'Heroin', method: 'LC-MS/MS', specimen: 'Urine', results: 'Positive' }],
    });
    const read = async () => toxCaseSchema.parse((await owner.call('GET', `${CASES}/${caseId}`)).json());
    await expect
      .poll(async () => (await read()).summary.status, { timeout: 10_000, interval: 5 })
      .toBe('READY');
    // Shown READY means sealed too: the page stops asking again once the insight is there.
    expect((await read()).transactionId).not.toBeNull();
  });
});
