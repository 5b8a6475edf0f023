import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportDataType } from '@hde/contracts';
import { MAPPING_DATA_TYPES, type HeaderMapping, type UploadFileType } from '@hde/contracts/api';
import { PIPELINE_MESSAGES, importStoppedMessage } from '@hde/contracts/text';
import type { CatalogueDataType } from '@hde/contracts/fields';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { fileImports, workspaceConfigurations } from '../../../platform/db/schema.js';
import { enqueueJob } from '../../../platform/jobs.js';
import { CASE_SEARCH_INDEX_JOB } from '../../../platform/job-names.js';
import { bumpDataVersion, requestRepublish } from '../../workspaces/index.js';
import { requestDashboardsRepublish } from '../../dashboards/index.js';
import type { FileStorage } from '../../../platform/file-storage.js';
import { appendLedgerEntry, storedFileLeaves, type LedgerSigner } from '../../ledger/index.js';
import type { SavedMapping } from '../catalogue-match/index.js';
import type { DeriveOptions } from '../derive/index.js';
import { mappingConfigurationType, savedMappingOf } from '../mapping/match-headers.js';
import { ImportFileError, openImportFile, type ReaderLimits, type StopPoint } from '../readers/index.js';
import { ImportBatch } from './import-batch.js';
import { unitsOf, type UnitOptions } from './import-units.js';
import type { ImportIssue } from './issues.js';
import { writeCases, writeChildren, writeIssues, type BatchTarget } from './write-batch.js';

export interface ImportDependencies {
  db: Database;
  storage: FileStorage;
  signer: LedgerSigner;
  limits: ReaderLimits;
  logger: Pick<FastifyBaseLogger, 'error'>;
  derive?: DeriveOptions;
  /** Rows per transaction. */
  batchSize?: number;
  heartbeat?: () => Promise<void>;
}

const DEFAULT_BATCH_SIZE = 2000;

type FileImportRow = typeof fileImports.$inferSelect;

async function savedMappingsOf(db: Database, workspaceId: string) {
  const rows = await db
    .select({ type: workspaceConfigurations.type, body: workspaceConfigurations.body })
    .from(workspaceConfigurations)
    .where(eq(workspaceConfigurations.workspaceId, workspaceId));
  const saved: Partial<Record<CatalogueDataType, SavedMapping>> = {};
  for (const dataType of MAPPING_DATA_TYPES) {
    const row = rows.find((candidate) => candidate.type === mappingConfigurationType(dataType));
    if (row) saved[dataType] = savedMappingOf(row.body);
  }
  return saved;
}

/**
 * Another run of the same import has committed since this run last did (its job was taken over as stale while
 * this run was slow) or has ended the import: that run owns it, and this one stops without writing.
 */
class ImportTakenOver extends Error {
  constructor() {
    super('import taken over by another run');
  }
}

/** Where this run has got to: the rows_done it last committed, which the import row must still hold. */
interface RunProgress {
  rowsDone: number;
}

/** Locks the import row and checks no other run has moved it on since this run's last commit. */
async function claimImportRow(tx: Transaction, fileImportId: string, progress: RunProgress) {
  const [file] = await tx.select().from(fileImports).where(eq(fileImports.id, fileImportId)).for('update');
  if (!file || file.status !== 'RECEIVED' || file.rowsDone !== progress.rowsDone) throw new ImportTakenOver();
  return file;
}

async function commitBatch(
  db: Database,
  target: BatchTarget,
  batch: ImportBatch,
  progress: RunProgress,
  rowsDone: number,
) {
  await db.transaction(async (tx) => {
    await claimImportRow(tx, target.fileImportId, progress);
    // Safe to lose on a crash: rows_done commits with the batch, so a lost commit is simply imported again.
    await tx.execute(sql`set local synchronous_commit = off`);
    await writeCases(tx, target, batch.cases);
    for (const kind of ['DIAGNOSIS', 'TOXICOLOGY'] as const) {
      const rejected = await writeChildren(tx, target, kind, batch.children[kind]);
      for (const row of rejected) {
        batch.markFailed(row.rowNumber);
        batch.addIssues([
          {
            type: 'ERROR',
            rowNumber: row.rowNumber,
            caseId: row.caseId,
            fieldName: null,
            message: PIPELINE_MESSAGES.unknownCase(row.caseId),
          },
        ]);
      }
    }
    await writeIssues(tx, target.fileImportId, batch.issues);
    await tx
      .update(fileImports)
      .set({
        totalItems: sql`${fileImports.totalItems} + ${batch.units}`,
        completedItems: sql`${fileImports.completedItems} + ${batch.completed}`,
        erroredItems: sql`${fileImports.erroredItems} + ${batch.failed}`,
        warningItems: sql`${fileImports.warningItems} + ${batch.warned}`,
        rowsDone,
        updatedAt: new Date(),
      })
      .where(eq(fileImports.id, target.fileImportId));
    if (batch.completed > 0) await bumpDataVersion(tx, target.workspaceId);
  });
  progress.rowsDone = rowsDone;
}

/** Why the file could not be read to its end, and where: the import's status says so. */
interface FileStop {
  reason: string;
  stop: StopPoint;
  /** The last row read from the source that failed, when it had handed any over. */
  lastRow: number | null;
}

type Failure = FileStop | 'unexpected';

/**
 * Reads, converts, derives and writes every row past those a previous run already committed. When the file
 * cannot be read further, the rows read before that point are still written, and every write has ended before
 * this returns (or throws): the import's end, and its ledger entry, then see exactly the rows written.
 */
async function importRows(
  deps: ImportDependencies,
  file: FileImportRow,
  progress: RunProgress,
): Promise<FileStop | null> {
  const target = { workspaceId: file.workspaceId, fileImportId: file.id };
  const uploadType = file.uploadType as ImportDataType;
  const options: UnitOptions = {
    mapping: uploadType === 'ZIP' ? null : ((file.mapping as HeaderMapping | null) ?? null),
    savedMappings: await savedMappingsOf(deps.db, file.workspaceId),
    derive: deps.derive ?? {},
  };
  const batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  let rowIndex = 0;
  let lastRow: number | null = null;
  const sources = openImportFile(
    deps.storage.path(file.id),
    file.fileType as UploadFileType,
    uploadType,
    deps.limits,
  );
  // One batch is written while the next is prepared: Node converts, the database writes, on separate cores.
  let writing: Promise<void> = Promise.resolve();
  let batch = new ImportBatch();
  const flush = async () => {
    if (batch.units === 0 && batch.issues.length === 0) return;
    await writing;
    const full = batch;
    const rowsDone = rowIndex;
    writing = commitBatch(deps.db, target, full, progress, rowsDone).then(() => deps.heartbeat?.());
    // Awaited at the next flush; until then a failure must not count as unhandled.
    writing.catch(() => undefined);
    batch = new ImportBatch();
  };
  try {
    for await (const source of sources) {
      lastRow = null;
      if (source.kind === 'table' && source.headerWarning && rowIndex >= file.rowsDone) {
        batch.addIssues([headerWarning(source.headerWarning)]);
      }
      for await (const unit of unitsOf(source, options)) {
        lastRow = unit.rowNumber;
        if (!batch.accepts(unit)) await flush();
        rowIndex += 1;
        if (rowIndex <= file.rowsDone) continue;
        batch.add(unit);
        if (batch.units >= batchSize) await flush();
      }
      await flush();
    }
  } catch (error) {
    if (!(error instanceof ImportFileError)) {
      await writing.catch(() => undefined);
      throw error;
    }
    await flush();
    await writing;
    return { reason: error.message, stop: error.stop, lastRow };
  }
  await writing;
  return null;
}

function headerWarning(message: string): ImportIssue {
  return { type: 'WARNING', rowNumber: 1, caseId: null, fieldName: null, message };
}

function failureMessage(file: FileImportRow, failure: Failure): string {
  if (failure === 'unexpected') return PIPELINE_MESSAGES.unexpected;
  const { reason, stop, lastRow } = failure;
  return importStoppedMessage({
    imported: file.completedItems,
    read: file.totalItems,
    totalRows: stop.totalRows ?? null,
    row: stop.rowNumber !== undefined ? { at: stop.rowNumber } : lastRow !== null ? { after: lastRow } : null,
    reason,
  });
}

function outcomeOf(file: FileImportRow, failure: Failure | null) {
  if (failure) return { status: 'ERROR' as const, message: failureMessage(file, failure) };
  if (file.totalItems === 0) return { status: 'ERROR' as const, message: PIPELINE_MESSAGES.noDataRows };
  if (file.completedItems === 0)
    return { status: 'ERROR' as const, message: PIPELINE_MESSAGES.nothingImported };
  return { status: 'SUCCESS' as const, message: null };
}

/**
 * Ends the import: its ledger entry over the file and every record it wrote (all of them, a part-way import's
 * too), then the final status; a public workspace's dashboard is published again with the new cases.
 */
async function finish(
  deps: ImportDependencies,
  fileImportId: string,
  progress: RunProgress,
  failure: Failure | null,
) {
  await deps.db.transaction(async (tx: Transaction) => {
    const file = await claimImportRow(tx, fileImportId, progress);
    const transactionId = file.sha256
      ? await appendLedgerEntry(tx, deps.signer, {
          workspaceId: file.workspaceId,
          fileImportId,
          fileSha256: file.sha256,
          // The hashes recorded with each row; the trust check recomputes them from the stored content.
          leafHashes: (await storedFileLeaves(tx, fileImportId)).map((leaf) => leaf.hash),
        })
      : null;
    await tx
      .update(fileImports)
      .set({ ...outcomeOf(file, failure), transactionId, updatedAt: new Date() })
      .where(and(eq(fileImports.id, fileImportId), eq(fileImports.status, 'RECEIVED')));
    if (file.completedItems > 0) {
      await enqueueJob(tx, CASE_SEARCH_INDEX_JOB, { fileImportId });
      await bumpDataVersion(tx, file.workspaceId, { finished: true });
      await requestRepublish(tx, file.workspaceId, file.createdBy);
      await requestDashboardsRepublish(tx, file.workspaceId, file.createdBy);
    }
  });
}

/**
 * Runs the import of a RECEIVED file (ARCHITECTURE §8). Each batch is one transaction that also records how
 * many rows are done, so a run cut off (crash, restart, lost database connection) resumes after the last
 * committed batch when its job runs again. A file that cannot be read (further) ends at once as ERROR, keeping
 * the rows read before that point, with a message saying how far it got and why; any other failure is retried,
 * and ends as ERROR on the job's final attempt.
 */
export async function runImport(
  deps: ImportDependencies,
  fileImportId: string,
  { finalAttempt = true }: { finalAttempt?: boolean } = {},
): Promise<void> {
  const [file] = await deps.db.select().from(fileImports).where(eq(fileImports.id, fileImportId));
  if (!file || file.status !== 'RECEIVED') return;
  const progress: RunProgress = { rowsDone: file.rowsDone };
  try {
    await finish(deps, fileImportId, progress, await rowsFailure(deps, file, progress, finalAttempt));
  } catch (error) {
    // The run that took over ends the import; this job has nothing left to do.
    if (!(error instanceof ImportTakenOver)) throw error;
    deps.logger.error({ fileImportId }, 'import run stopped: another run took the import over');
  }
}

/** Imports the rows; what stopped them, if anything, for the import's end. */
async function rowsFailure(
  deps: ImportDependencies,
  file: FileImportRow,
  progress: RunProgress,
  finalAttempt: boolean,
): Promise<Failure | null> {
  try {
    return await importRows(deps, file, progress);
  } catch (error) {
    if (!finalAttempt || error instanceof ImportTakenOver) throw error;
    // Database errors can quote cell values: only the kind of error is logged, never its text.
    const { name, code } = (error ?? {}) as { name?: string; code?: string };
    deps.logger.error({ fileImportId: file.id, errorName: name, code }, 'import failed');
    return 'unexpected';
  }
}
