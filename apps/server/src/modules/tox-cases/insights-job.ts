import { and, eq } from 'drizzle-orm';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import type { Transaction } from '../../platform/db/client.js';
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
 * The tox-insights job of one saved version (payload `versionId`): writes its insight and seals its content in the
 * ledger, both in one transaction, so a case shown READY is sealed too. A retry redoes only what is not done; a
 * version deleted since (its account removed) is left alone.
 */
export function toxInsightsJob(deps: ToxInsightsJobDeps): JobHandler {
  return async (payload, { db, finalAttempt }) => {
    const versionId = String(payload.versionId);
    const version = await findVersionById(db, versionId);
    if (!version) return;
    const writer = finalAttempt ? deps.rulesWriter : deps.writer;
    const insight =
      version.insightStatus === 'PENDING' ? await writer.write(insightInput(version)) : undefined;
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ transactionId: toxCaseVersions.transactionId })
        .from(toxCaseVersions)
        .where(eq(toxCaseVersions.id, versionId))
        .for('update');
      if (!current) return;
      if (current.transactionId === null) await seal(tx, deps.signer, version);
      if (insight) await storeInsight(tx, versionId, insight);
    });
  };
}

async function storeInsight(tx: Transaction, versionId: string, insight: WrittenInsight) {
  await tx
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
    .where(and(eq(toxCaseVersions.id, versionId), eq(toxCaseVersions.insightStatus, 'PENDING')));
}

/**
 * Appends the version's ledger entry and keeps its id. What is sealed is the hash taken from the body when it was
 * saved, so a change to the row before the seal still fails its trust.
 */
async function seal(tx: Transaction, signer: LedgerSigner, version: ToxVersionRow) {
  const transactionId = await appendRecordEntry(tx, signer, {
    workspaceId: TOX_WORKSPACE_ID,
    recordId: version.id,
    contentHash: version.contentHash,
  });
  await tx.update(toxCaseVersions).set({ transactionId }).where(eq(toxCaseVersions.id, version.id));
}
