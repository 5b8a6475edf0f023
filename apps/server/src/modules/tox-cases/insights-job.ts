import { and, eq, isNull } from 'drizzle-orm';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { toxCaseVersions } from '../../platform/db/schema.js';
import type { JobHandler } from '../../platform/jobs.js';
import { appendRecordEntry, type LedgerSigner } from '../ledger/index.js';
import type { InsightWriter, ToxInsightInput, WrittenInsight } from '../tox-insights/index.js';
import { findVersionById, type ToxVersionRow } from './repo.js';

export interface ToxInsightsJobDeps {
  signer: LedgerSigner;
  /** The configured writer (a model provider, falling back to the rules engine). */
  writer: InsightWriter;
  /** The rules engine alone, which never fails: the last attempt uses it, so no insight stays PENDING. */
  rulesWriter: InsightWriter;
}

function insightInput(row: ToxVersionRow): ToxInsightInput {
  const { age, sex, race, location, scene, autopsy, notes, toxicology } = row;
  return { age: age ?? null, sex, race, location, scene, autopsy, notes, toxicology };
}

/**
 * The tox-insights job of one saved version (payload `versionId`): writes its insight, then seals its content in
 * the ledger. Each step is skipped once done, so a retry redoes only what failed; a version deleted since
 * (its account removed) is left alone.
 */
export function toxInsightsJob(deps: ToxInsightsJobDeps): JobHandler {
  return async (payload, { db, finalAttempt }) => {
    const versionId = String(payload.versionId);
    const version = await findVersionById(db, versionId);
    if (!version) return;
    if (version.insightStatus === 'PENDING') {
      const writer = finalAttempt ? deps.rulesWriter : deps.writer;
      await storeInsight(db, versionId, await writer.write(insightInput(version)));
    }
    if (version.transactionId === null) await seal(db, deps.signer, version);
  };
}

async function storeInsight(db: Database, versionId: string, insight: WrittenInsight) {
  await db
    .update(toxCaseVersions)
    .set({
      insightStatus: 'READY',
      insightSummary: insight.summary,
      insightCause: insight.causeOfDeath,
      insightManner: insight.mannerOfDeath,
      insightProvider: insight.provider,
      insightModel: insight.model,
      ruleSetVersion: insight.ruleSetVersion,
      promptHash: insight.promptHash,
      findings: insight.findings,
    })
    .where(eq(toxCaseVersions.id, versionId));
}

/**
 * Appends the version's ledger entry and keeps its id, unless another run sealed it meanwhile. What is sealed is
 * the hash taken from the body when it was saved, so a change to the row before the seal still fails its trust.
 */
async function seal(db: Database, signer: LedgerSigner, version: ToxVersionRow) {
  await db.transaction(async (tx) => {
    const [unsealed] = await tx
      .select({ id: toxCaseVersions.id })
      .from(toxCaseVersions)
      .where(and(eq(toxCaseVersions.id, version.id), isNull(toxCaseVersions.transactionId)))
      .for('update');
    if (!unsealed) return;
    const transactionId = await appendRecordEntry(tx, signer, {
      workspaceId: TOX_WORKSPACE_ID,
      recordId: version.id,
      contentHash: version.contentHash,
    });
    await tx.update(toxCaseVersions).set({ transactionId }).where(eq(toxCaseVersions.id, version.id));
  });
}
