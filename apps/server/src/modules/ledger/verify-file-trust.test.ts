import { writeFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trustInfoSchema } from '@hde/contracts';
import { fileImports, ledgerEntries } from '../../platform/db/schema.js';
import { createLedgerSigner } from './signer.js';
import {
  createLedgerFixture,
  newLedgerKeyPem,
  storeFile,
  threeImports,
  type LedgerFixture,
} from './test-fixture.js';
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

  it('fails the content check when a case version record changes in the database', async () => {
    await fixture.db.execute(
      sql`update case_versions set record = jsonb_set(record, '{mannerOfDeath}', '"HOMICIDE"')
          where file_import_id = ${files[1]!}::uuid and case_id = 'C-1'`,
    );
    expect(await checksOf(files[1]!)).toEqual({ signature: true, chain: true, content: false });
    expect((await trustOf(files[0]!)).verified).toBe(true);
    expect((await trustOf(files[2]!)).verified).toBe(true);
  });

  it('fails the content check when a diagnosis or toxicology row changes or disappears', async () => {
    await fixture.db.execute(
      sql`update case_diagnoses set comment = 'edited' where file_import_id = ${files[0]!}::uuid`,
    );
    await fixture.db.execute(sql`delete from case_tox_results where file_import_id = ${files[1]!}::uuid`);
    expect((await checksOf(files[0]!)).content).toBe(false);
    expect((await checksOf(files[1]!)).content).toBe(false);
    expect((await trustOf(files[2]!)).verified).toBe(true);
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
