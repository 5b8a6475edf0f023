import type { ToxFinding } from '@hde/contracts/api';
import { TOX_INSIGHTS_JOB } from '../../platform/job-names.js';
import { startJobRunner } from '../../platform/jobs.js';
import type { TestApp } from '../../test/test-app.js';
import { createLedgerSigner } from '../ledger/index.js';
import type { InsightWriter, WrittenInsight } from '../tox-insights/index.js';
import { toxInsightsJob } from './insights-job.js';

export { TOX_CASES_PATH as CASES, createCase, toxUser, type ToxCaller } from '../../test/tox-user.js';

const finding: ToxFinding = {
  id: 'F1',
  rule: 'test.rule',
  statement: 'Fentanyl detected in peripheral blood.',
  inputs: ['Entry 1'],
  source: 'Test source',
  caveat: 'Test caveat',
};

/** An insight as the rules engine would write it. */
export const fakeInsight: WrittenInsight = {
  summary: 'Consistent with fentanyl toxicity.',
  causeOfDeath: 'Consistent with fentanyl toxicity.',
  mannerOfDeath: 'Insufficient data to suggest a manner.',
  provider: 'rules',
  model: null,
  ruleSetVersion: 'test-1',
  promptHash: null,
  findings: [finding],
};

/** A writer answering fakeInsight, with the overrides. */
export function fakeWriter(overrides: Partial<WrittenInsight> = {}): InsightWriter {
  return { write: () => Promise.resolve({ ...fakeInsight, ...overrides }) };
}

/** Runs the queued tox-insights jobs with the given writers; answers how many ran. */
export async function runInsightJobs(
  ctx: TestApp,
  writer: InsightWriter = fakeWriter(),
  rulesWriter: InsightWriter = writer,
): Promise<number> {
  const signer = createLedgerSigner(ctx.secrets.ledgerSigningKey);
  const runner = startJobRunner({
    db: ctx.database.db,
    handlers: { [TOX_INSIGHTS_JOB]: toxInsightsJob({ signer, writer, rulesWriter }) },
    logger: ctx.app.log,
    autoStart: false,
  });
  try {
    return await runner.drain();
  } finally {
    await runner.stop();
  }
}
