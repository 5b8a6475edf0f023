import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import {
  caseDiagnoses,
  caseToxResults,
  caseVersions,
  cases,
  fileImports,
  modules,
  workspaces,
} from '../../platform/db/schema.js';
import { createFileStorage, type FileStorage } from '../../platform/file-storage.js';
import { createTestDatabase } from '../../test/test-database.js';
import { appendLedgerEntry } from './append-entry.js';
import { contentHash } from './canonical-json.js';
import { storedFileLeaves } from './file-leaves.js';
import { diagnosisLeafContent, toxResultLeafContent } from './leaf-content.js';
import { createLedgerSigner, type LedgerSigner } from './signer.js';

/** A migrated test database with one workspace, a temporary file store and a fresh ledger key. */
export interface LedgerFixture {
  db: Database;
  storage: FileStorage;
  signer: LedgerSigner;
  workspaceId: string;
  close(): Promise<void>;
}

export function newLedgerKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export async function createLedgerFixture(): Promise<LedgerFixture> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hde-ledger-'));
  const { db } = database;
  await db.insert(modules).values({ id: 'ledger-test', name: 'Ledger test' });
  const [workspace] = await db
    .insert(workspaces)
    .values({ moduleId: 'ledger-test', name: 'Ledger' })
    .returning({ id: workspaces.id });
  return {
    db,
    storage: createFileStorage(dataDir),
    signer: createLedgerSigner(newLedgerKeyPem()),
    workspaceId: workspace!.id,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SourceCase {
  caseId: string;
  record: Record<string, unknown>;
  diagnoses?: { anatomicalSite?: string; diagnosis?: string; comment?: string }[];
  toxResults?: { analysis?: string; method?: string; results?: string; specimen?: string }[];
}

/** A file import whose stored file, rows and content hashes are written, not yet ledgered. */
export async function storeFile(fixture: LedgerFixture, sourceCases: SourceCase[]): Promise<string> {
  const { db, storage, workspaceId } = fixture;
  const [fileImport] = await db
    .insert(fileImports)
    .values({ workspaceId, fileName: 'cases.json', status: 'RECEIVED' })
    .returning({ id: fileImports.id });
  const fileImportId = fileImport!.id;
  // Written at the storage path directly, so the fixture does not depend on how uploads are received.
  await mkdir(path.dirname(storage.path(fileImportId)), { recursive: true });
  await writeFile(storage.path(fileImportId), JSON.stringify(sourceCases));
  const sha256 = await storage.sha256(fileImportId);
  await db.update(fileImports).set({ sha256 }).where(eq(fileImports.id, fileImportId));

  for (const [rowNumber, source] of sourceCases.entries()) {
    const { caseId } = source;
    const [upserted] = await db
      .insert(cases)
      .values({ workspaceId, caseId, fileImportId })
      .onConflictDoUpdate({
        target: [cases.workspaceId, cases.caseId],
        set: { version: sql`${cases.version} + 1`, fileImportId },
      })
      .returning({ version: cases.version });
    const common = { workspaceId, caseId, fileImportId, rowNumber };
    await db.insert(caseVersions).values({
      ...common,
      version: upserted!.version,
      record: source.record,
      contentHash: contentHash(source.record),
    });
    for (const [ordinal, diagnosis] of (source.diagnoses ?? []).entries()) {
      const row = { ...common, ordinal, ...diagnosis };
      await db.insert(caseDiagnoses).values({ ...row, contentHash: contentHash(diagnosisLeafContent(row)) });
    }
    for (const [ordinal, toxResult] of (source.toxResults ?? []).entries()) {
      const row = { ...common, ordinal, ...toxResult };
      await db.insert(caseToxResults).values({ ...row, contentHash: contentHash(toxResultLeafContent(row)) });
    }
  }
  return fileImportId;
}

/** Ledgers a stored file the way the import pipeline finishes one; returns the transaction id. */
export async function ledgerFile(fixture: LedgerFixture, fileImportId: string): Promise<string> {
  const { db, signer, workspaceId } = fixture;
  return db.transaction(async (tx) => {
    const [fileImport] = await tx
      .select({ sha256: fileImports.sha256 })
      .from(fileImports)
      .where(eq(fileImports.id, fileImportId));
    const transactionId = await appendLedgerEntry(tx, signer, {
      workspaceId,
      fileImportId,
      fileSha256: fileImport!.sha256!,
      leafHashes: (await storedFileLeaves(tx, fileImportId)).map((leaf) => leaf.hash),
    });
    await tx
      .update(fileImports)
      .set({ transactionId, status: 'SUCCESS' })
      .where(eq(fileImports.id, fileImportId));
    return transactionId;
  });
}

async function importFile(fixture: LedgerFixture, sourceCases: SourceCase[]): Promise<string> {
  const fileImportId = await storeFile(fixture, sourceCases);
  await ledgerFile(fixture, fileImportId);
  return fileImportId;
}

/** Three ledgered imports: C-1 in all of them (versions 1 to 3), C-2 in the first and third, C-3 in the second. */
export async function threeImports(fixture: LedgerFixture): Promise<string[]> {
  const record = (caseId: string, mannerOfDeath: string) => ({ caseId, mannerOfDeath, age: 50, extra: {} });
  return [
    await importFile(fixture, [
      {
        caseId: 'C-1',
        record: record('C-1', 'NATURAL'),
        diagnoses: [{ anatomicalSite: 'Heart', diagnosis: 'Cardiomegaly' }, { diagnosis: 'Steatosis' }],
      },
      {
        caseId: 'C-2',
        record: record('C-2', 'ACCIDENT'),
        toxResults: [{ analysis: 'Ethanol', method: 'GC', results: '0.12', specimen: 'Blood' }],
      },
    ]),
    await importFile(fixture, [
      { caseId: 'C-1', record: record('C-1', 'ACCIDENT') },
      {
        caseId: 'C-3',
        record: record('C-3', 'UNDETERMINED'),
        toxResults: [{ analysis: 'Fentanyl', results: 'Positive' }],
      },
    ]),
    await importFile(fixture, [
      { caseId: 'C-1', record: record('C-1', 'SUICIDE') },
      { caseId: 'C-2', record: record('C-2', 'HOMICIDE') },
    ]),
  ];
}
