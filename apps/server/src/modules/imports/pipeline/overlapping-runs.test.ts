import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseVersions, ledgerEntries } from '../../../platform/db/schema.js';
import { createFileStorage } from '../../../platform/file-storage.js';
import { fileStatus, initImport, upload } from '../../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ownerWithWorkspace } from '../../../test/workspace-fixtures.js';
import { createLedgerSigner, verifyFileTrust } from '../../ledger/index.js';
import { runImport, type ImportDependencies } from './run-import.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const CSV = `case_id,cause_of_death\n${[1, 2, 3, 4, 5].map((n) => `O-${n},Cause ${n}`).join('\n')}\n`;

const storage = () => createFileStorage(ctx.config.dataDir);
const signer = () => createLedgerSigner(ctx.secrets.ledgerSigningKey);

function dependencies(heartbeat?: () => Promise<void>): ImportDependencies {
  return {
    db: ctx.database.db,
    storage: storage(),
    signer: signer(),
    limits: ctx.config.imports,
    logger: { error: () => undefined },
    batchSize: 2,
    ...(heartbeat ? { heartbeat } : {}),
  };
}

/**
 * A heartbeat (it runs right after each committed batch) that holds its run at its first call until released:
 * the run is then stuck with its next batch read but not written, like a run whose job went stale.
 */
function heldAfterFirstBatch(release: 'resolve' | 'reject' = 'resolve') {
  let held = false;
  let reached!: () => void;
  let free!: () => void;
  const isHeld = new Promise<void>((resolve) => (reached = resolve));
  const freed = new Promise<void>((resolve) => (free = resolve));
  const heartbeat = async () => {
    if (held) return;
    held = true;
    reached();
    await freed;
    if (release === 'reject') throw new Error('connection lost');
  };
  return { heartbeat, isHeld, free };
}

async function receivedImport() {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  const id = await initImport(owner, workspace.id);
  expect((await upload(ctx, owner, id, { fileName: 'o.csv', content: CSV })).statusCode).toBe(202);
  return { owner, id };
}

/** Every case version the import wrote, and what its ledger entry covers. */
async function writtenAndLedgered(id: string) {
  const versions = await ctx.database.db
    .select({ caseId: caseVersions.caseId, version: caseVersions.version })
    .from(caseVersions)
    .where(eq(caseVersions.fileImportId, id));
  const entries = await ctx.database.db
    .select({ leafCount: ledgerEntries.leafCount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.fileImportId, id));
  const trust = await verifyFileTrust({ db: ctx.database.db, signer: signer(), storage: storage() }, id);
  return {
    versions: versions.map((row) => `${row.caseId} v${row.version}`).sort(),
    leafCounts: entries.map((entry) => entry.leafCount),
    verified: trust.verified,
  };
}

const EACH_CASE_ONCE = [1, 2, 3, 4, 5].map((n) => `O-${n} v1`);

/** The import ended SUCCESS with every case written once and one ledger entry over exactly those versions. */
async function expectEndedOnce(owner: Parameters<typeof fileStatus>[0], id: string): Promise<void> {
  expect(await fileStatus(owner, id)).toMatchObject({ status: 'SUCCESS', totalItems: 5, completedItems: 5 });
  expect(await writtenAndLedgered(id)).toEqual({ versions: EACH_CASE_ONCE, leafCounts: [5], verified: true });
}

describe('two runs of the same import', () => {
  it('a stale run that wakes after the other run finished writes nothing', async () => {
    const { owner, id } = await receivedImport();
    const stale = heldAfterFirstBatch();
    const staleRun = runImport(dependencies(stale.heartbeat), id);
    await stale.isHeld;

    await runImport(dependencies(), id);
    stale.free();
    await staleRun;

    await expectEndedOnce(owner, id);
  });

  it('a stale run that wakes while the other run is mid-file stops, and the other run ends the import', async () => {
    const { owner, id } = await receivedImport();
    const stale = heldAfterFirstBatch();
    const staleRun = runImport(dependencies(stale.heartbeat), id);
    await stale.isHeld;

    const current = heldAfterFirstBatch();
    const currentRun = runImport(dependencies(current.heartbeat), id);
    await current.isHeld;
    stale.free();
    await staleRun;
    current.free();
    await currentRun;

    await expectEndedOnce(owner, id);
  });

  it("a stale run's final attempt that fails does not end an import another run has moved on", async () => {
    const { owner, id } = await receivedImport();
    const stale = heldAfterFirstBatch('reject');
    const staleRun = runImport(dependencies(stale.heartbeat), id, { finalAttempt: true });
    await stale.isHeld;

    const current = heldAfterFirstBatch();
    const currentRun = runImport(dependencies(current.heartbeat), id);
    await current.isHeld;
    stale.free();
    await staleRun;
    expect(await fileStatus(owner, id)).toMatchObject({ status: 'RECEIVED', completedItems: 4 });

    current.free();
    await currentRun;
    await expectEndedOnce(owner, id);
  });
});
