import { writeFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trustInfoSchema } from '@hde/contracts/api';
import {
  caseVersions,
  fileImports,
  ledgerEntries,
  ledgerLeafRows,
  ledgerTreeChunks,
} from '../../platform/db/schema.js';
import { createLedgerSigner } from './signer.js';
import {
  createLedgerFixture,
  newLedgerKeyPem,
  storeFile,
  threeImports,
  type LedgerFixture,
} from './test-fixture.js';
import { verifyCaseTrust } from './verify-case-trust.js';
import { verifyFileTrust } from './verify-file-trust.js';

let fixture: LedgerFixture;
let files: string[];
beforeEach(async () => {
  fixture = await createLedgerFixture();
  files = await threeImports(fixture);
});
afterEach(() => fixture.close());

const trustOf = (fileImportId: string) => verifyFileTrust(fixture, fileImportId);
const checksOf = async (fileImportId: string) => (await trustOf(fileImportId)).checks;

describe('verifyFileTrust', () => {
  it('verifies every ledgered import, its transaction id being the entry id', async () => {
    for (const fileImportId of files) {
      const trust = trustInfoSchema.parse(await trustOf(fileImportId));
      const [fileImport] = await fixture.db
        .select({ transactionId: fileImports.transactionId })
        .from(fileImports)
        .where(eq(fileImports.id, fileImportId));
      expect(trust).toEqual({
        id: fileImportId,
        transactionId: fileImport!.transactionId,
        score: 1,
        verified: true,
        checking: false,
        checks: { signature: true, chain: true, content: true },
      });
    }
  });

  it('reports an import with no entry yet as unverified, with no transaction id', async () => {
    const pending = await storeFile(fixture, [{ caseId: 'P-1', record: { caseId: 'P-1' } }]);
    expect(await trustOf(pending)).toEqual({
      id: pending,
      transactionId: null,
      score: 0,
      verified: false,
      checking: false,
      checks: { signature: false, chain: false, content: false },
    });
  });

  it('fails the content check when the stored file bytes change', async () => {
    await writeFile(fixture.storage.path(files[1]!), '[]');
    const trust = await trustOf(files[1]!);
    expect(trust.checks).toEqual({ signature: true, chain: true, content: false });
    expect(trust).toMatchObject({ verified: false, score: 2 / 3 });
    expect((await trustOf(files[0]!)).verified).toBe(true);
  });

  it('re-hashes rows from their content: a changed case value or child row fails its file', async () => {
    await fixture.db.execute(
      sql`update case_versions set record = jsonb_set(record, '{mannerOfDeath}', '"HOMICIDE"')
          where file_import_id = ${files[1]!}::uuid and case_id = 'C-1'`,
    );
    await fixture.db.execute(
      sql`update case_diagnoses set comment = 'edited' where file_import_id = ${files[0]!}::uuid`,
    );
    expect(await checksOf(files[1]!)).toEqual({ signature: true, chain: true, content: false });
    expect(await checksOf(files[0]!)).toEqual({ signature: true, chain: true, content: false });
    expect(await checksOf(files[2]!)).toEqual({ signature: true, chain: true, content: true });
    const caseChecks = await verifyCaseTrust(fixture, fixture.workspaceId, 'C-1');
    expect(caseChecks.map((info) => info.checks.content)).toEqual([false, false, true]);
  });

  it('fails a file whose row was deleted and another added in its place, the count unchanged', async () => {
    await fixture.db.execute(sql`delete from case_tox_results where file_import_id = ${files[1]!}::uuid`);
    await fixture.db.execute(
      sql`insert into case_diagnoses (workspace_id, case_id, file_import_id, row_number, ordinal, content_hash)
          values (${fixture.workspaceId}::uuid, 'C-3', ${files[1]!}::uuid, 1, 0, ${'0'.repeat(64)})`,
    );
    expect((await checksOf(files[1]!)).content).toBe(false);
    expect((await trustOf(files[0]!)).verified).toBe(true);
  });

  it('fails the content check when a row of the import disappears or is added', async () => {
    await fixture.db.execute(sql`delete from case_tox_results where file_import_id = ${files[1]!}::uuid`);
    await fixture.db.execute(
      sql`insert into case_diagnoses (workspace_id, case_id, file_import_id, row_number, content_hash)
          values (${fixture.workspaceId}::uuid, 'C-1', ${files[2]!}::uuid, 0, ${'0'.repeat(64)})`,
    );
    expect((await checksOf(files[1]!)).content).toBe(false);
    expect((await checksOf(files[2]!)).content).toBe(false);
    expect((await trustOf(files[0]!)).verified).toBe(true);
  });

  it('fails the content check when a stored leaf or tree node changes, or a chunk is missing', async () => {
    const leafChunk = and(eq(ledgerTreeChunks.fileImportId, files[1]!), eq(ledgerTreeChunks.height, 0));
    const [stored] = await fixture.db.select().from(ledgerTreeChunks).where(leafChunk);
    const nodes = Buffer.from(stored!.nodes);
    nodes[40]! ^= 1;
    await fixture.db.update(ledgerTreeChunks).set({ nodes }).where(leafChunk);
    expect(await checksOf(files[1]!)).toEqual({ signature: true, chain: true, content: false });
    expect((await trustOf(files[0]!)).verified).toBe(true);

    await fixture.db
      .update(ledgerTreeChunks)
      .set({ nodes: nodes.subarray(32) })
      .where(leafChunk);
    expect((await checksOf(files[1]!)).content).toBe(false);
    await fixture.db.update(ledgerTreeChunks).set({ chunk: 1 }).where(leafChunk);
    expect((await checksOf(files[1]!)).content).toBe(false);
  });

  it('builds the tree of an entry appended before trees were stored, once, from the recorded hashes', async () => {
    await fixture.db.delete(ledgerTreeChunks).where(eq(ledgerTreeChunks.fileImportId, files[0]!));
    await fixture.db.delete(ledgerLeafRows).where(eq(ledgerLeafRows.fileImportId, files[0]!));
    expect((await trustOf(files[0]!)).verified).toBe(true);
    expect(await fixture.db.$count(ledgerTreeChunks, eq(ledgerTreeChunks.fileImportId, files[0]!))).toBe(1);
    expect(await fixture.db.$count(ledgerLeafRows, eq(ledgerLeafRows.fileImportId, files[0]!))).toBe(1);
    expect((await verifyCaseTrust(fixture, fixture.workspaceId, 'C-2'))[0]?.verified).toBe(true);

    // Hashes that do not rebuild the signed root are not kept, and the check fails.
    await fixture.db.delete(ledgerTreeChunks).where(eq(ledgerTreeChunks.fileImportId, files[1]!));
    await fixture.db
      .update(caseVersions)
      .set({ contentHash: 'f'.repeat(64) })
      .where(and(eq(caseVersions.fileImportId, files[1]!), eq(caseVersions.caseId, 'C-3')));
    expect((await checksOf(files[1]!)).content).toBe(false);
    expect(await fixture.db.$count(ledgerTreeChunks, eq(ledgerTreeChunks.fileImportId, files[1]!))).toBe(0);
  });

  it('stops once its signal aborts, rejecting with the reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client left'));
    await expect(verifyFileTrust(fixture, files[0]!, controller.signal)).rejects.toThrow('client left');
  });

  it('fails the signature check when an entry field is altered', async () => {
    await fixture.db
      .update(ledgerEntries)
      .set({ merkleRoot: 'a'.repeat(64) })
      .where(eq(ledgerEntries.fileImportId, files[1]!));
    expect((await checksOf(files[1]!)).signature).toBe(false);
    expect(await checksOf(files[0]!)).toEqual({ signature: true, chain: true, content: true });
    expect((await checksOf(files[2]!)).chain).toBe(false);
  });

  it('fails the signature check for another server key', async () => {
    const otherSigner = createLedgerSigner(newLedgerKeyPem());
    const trust = await verifyFileTrust({ ...fixture, signer: otherSigner }, files[0]!);
    expect(trust.checks).toEqual({ signature: false, chain: true, content: true });
  });

  it('fails the chain check after an altered prev_hash for that entry and every later one', async () => {
    await fixture.db
      .update(ledgerEntries)
      .set({ prevHash: 'b'.repeat(64) })
      .where(eq(ledgerEntries.seq, 2));
    expect((await checksOf(files[0]!)).chain).toBe(true);
    expect((await checksOf(files[1]!)).chain).toBe(false);
    expect((await checksOf(files[2]!)).chain).toBe(false);
  });

  it('fails the chain check of later entries when an earlier entry is deleted', async () => {
    await fixture.db.delete(ledgerEntries).where(eq(ledgerEntries.seq, 1));
    expect((await trustOf(files[0]!)).transactionId).toBeNull();
    expect(await checksOf(files[1]!)).toEqual({ signature: true, chain: false, content: true });
    expect((await checksOf(files[2]!)).chain).toBe(false);
  });
});
