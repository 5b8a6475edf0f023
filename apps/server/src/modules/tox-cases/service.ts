import { eq } from 'drizzle-orm';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import type { ParsedToxCaseBody, ToxCase, ToxCaseListItem, TrustInfo } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { toxCases } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { TOX_INSIGHTS_JOB } from '../../platform/job-names.js';
import { enqueueJob } from '../../platform/jobs.js';
import { toxVersionLeafContent, verifyRecordTrust, type LedgerSigner } from '../ledger/index.js';
import {
  caseStats,
  currentVersionColumns,
  findCase,
  findVersion,
  insertCase,
  insertVersion,
  listCases,
  replaceEntries,
  type ListQuery,
  type ToxCaseRow,
  type ToxVersionRow,
  versionColumns,
} from './repo.js';

const notFound = () => new HttpError(404, TOX_TEXT.errors.notFound);

/** What a save does besides its rows, in its transaction: the insights job queued, the activity recorded. */
async function afterSave(
  tx: Transaction,
  ownerId: string,
  action: 'CREATE' | 'UPDATE',
  saved: { caseRow: ToxCaseRow; version: ToxVersionRow },
) {
  await enqueueJob(tx, TOX_INSIGHTS_JOB, { versionId: saved.version.id });
  await recordActivity(tx, {
    userId: ownerId,
    workspaceId: TOX_WORKSPACE_ID,
    collectionName: 'tox_cases',
    action,
    recordId: saved.caseRow.caseId,
    details: { caseId: saved.caseRow.caseId, version: saved.version.version },
  });
}

/** Creates a case of the owner (version 0) in the caller's transaction; also the demo account's sample cases. */
export async function createToxCase(
  tx: Transaction,
  ownerId: string,
  body: ParsedToxCaseBody,
  options: { sample: boolean; createdAt?: Date } = { sample: false },
): Promise<string> {
  const saved = await insertCase(tx, ownerId, body, options);
  await afterSave(tx, ownerId, 'CREATE', saved);
  return saved.caseRow.caseId;
}

function toToxCase(caseRow: ToxCaseRow, row: ToxVersionRow): ToxCase {
  return {
    caseId: caseRow.caseId,
    version: row.version,
    currentVersion: caseRow.currentVersion,
    latest: row.version === caseRow.currentVersion,
    age: row.age ?? null,
    sex: row.sex,
    race: row.race,
    location: row.location,
    scene: row.scene,
    autopsy: row.autopsy,
    notes: row.notes,
    toxicology: row.toxicology,
    lastUpdated: row.lastUpdated.toISOString(),
    sample: caseRow.sample,
    transactionId: row.transactionId,
    summary: {
      status: row.insightStatus,
      summary: row.insightSummary,
      causeOfDeath: row.insightCause,
      mannerOfDeath: row.insightManner,
      provider: row.insightProvider,
      model: row.insightModel,
      ruleSetVersion: row.ruleSetVersion,
      findings: row.findings,
    },
  };
}

/**
 * Toxicology cases of the signed-in account (spec part 2 §7.6). A case is its creator's: any other account's
 * case id answers exactly as an unknown one (404). Every save also writes, in its transaction, what the overview
 * and trends aggregate of the new version (derived.ts): the case's age and race groups and `entries_version`, and
 * its `tox_case_entries` rows, replaced; `deriveMissingEntries` fills cases saved before those existed.
 */
export function createToxCaseService(db: Database) {
  async function caseAndVersion(ownerId: string, caseId: string, version?: number) {
    const caseRow = await findCase(db, ownerId, caseId);
    if (!caseRow) throw notFound();
    const row = await findVersion(db, caseRow.id, version ?? caseRow.currentVersion);
    if (!row) throw new HttpError(404, TOX_TEXT.errors.versionNotFound);
    return { caseRow, row };
  }

  return {
    create: (ownerId: string, body: ParsedToxCaseBody) =>
      db.transaction((tx) => createToxCase(tx, ownerId, body)),

    /** Saves the body as the case's next version; earlier versions stay as they were. */
    async update(ownerId: string, caseId: string, body: ParsedToxCaseBody): Promise<string> {
      return db.transaction(async (tx) => {
        const caseRow = await findCase(tx, ownerId, caseId, true);
        if (!caseRow) throw notFound();
        const columns = versionColumns(caseRow.caseId, caseRow.currentVersion + 1, body);
        const version = await insertVersion(tx, caseRow, columns);
        const current = currentVersionColumns(columns);
        await tx
          .update(toxCases)
          .set({
            currentVersion: version.version,
            lastUpdated: version.lastUpdated,
            ...current,
          })
          .where(eq(toxCases.id, caseRow.id));
        await replaceEntries(tx, [{ ...caseRow, ...current, toxicology: columns.toxicology }]);
        await afterSave(tx, ownerId, 'UPDATE', { caseRow, version });
        return caseRow.caseId;
      });
    },

    async get(ownerId: string, caseId: string, version?: number): Promise<ToxCase> {
      const { caseRow, row } = await caseAndVersion(ownerId, caseId, version);
      return toToxCase(caseRow, row);
    },

    async list(ownerId: string, query: ListQuery): Promise<{ items: ToxCaseListItem[]; total: number }> {
      const { rows, total } = await listCases(db, ownerId, query);
      return {
        items: rows.map((row) => ({
          ...row,
          age: row.age ?? null,
          lastUpdated: row.lastUpdated.toISOString(),
        })),
        total,
      };
    },

    stats: (ownerId: string) => caseStats(db, ownerId),

    /** The version's trust: its ledger entry, and its content as stored now against the entry's leaf. */
    async trust(
      signer: LedgerSigner,
      ownerId: string,
      caseId: string,
      version: number,
      signal?: AbortSignal,
    ): Promise<TrustInfo> {
      const { caseRow, row } = await caseAndVersion(ownerId, caseId, version);
      return verifyRecordTrust(
        { db, signer },
        { id: caseRow.caseId, version: row.version },
        {
          recordId: row.id,
          transactionId: row.transactionId,
          content: toxVersionLeafContent({ ...row, caseId: caseRow.caseId }),
        },
        signal,
      );
    },
  };
}
