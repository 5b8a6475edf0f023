import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../platform/db/schema.js';
import { appendLedgerEntry } from './append-entry.js';
import { GENESIS_PREV_HASH, entryHash, ledgerEntryColumns } from './ledger-entry.js';
import { merkleRoot } from './merkle.js';
import { createLedgerFixture, ledgerFile, storeFile, type LedgerFixture } from './test-fixture.js';
import { verifyFileTrust } from './verify-file-trust.js';

let fixture: LedgerFixture;
beforeEach(async () => {
  fixture = await createLedgerFixture();
});
afterEach(() => fixture.close());

const entries = () => fixture.db.select(ledgerEntryColumns).from(ledgerEntries).orderBy(ledgerEntries.seq);

describe('appendLedgerEntry', () => {
  it('writes a signed entry whose id is its hash, chained to the one before', async () => {
    const leafHashes = ['1'.repeat(64), '2'.repeat(64)];
    const append = (fileImportId: string) =>
      fixture.db.transaction((tx) =>
        appendLedgerEntry(tx, fixture.signer, {
          workspaceId: fixture.workspaceId,
          fileImportId,
          fileSha256: 'c'.repeat(64),
          leafHashes,
        }),
      );
    const firstId = await append('00000000-0000-4000-8000-000000000001');
    const secondId = await append('00000000-0000-4000-8000-000000000002');

    const [first, second] = await entries();
    expect(first).toMatchObject({
      id: firstId,
      seq: 1,
      prevHash: GENESIS_PREV_HASH,
      merkleRoot: merkleRoot(leafHashes),
      leafCount: 2,
      keyId: fixture.signer.keyId,
    });
    expect(second).toMatchObject({ id: secondId, seq: 2, prevHash: firstId });
    for (const entry of [first!, second!]) {
      expect(entry.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(entryHash(entry)).toBe(entry.id);
      expect(fixture.signer.verify(Buffer.from(entry.id, 'hex'), entry.signature)).toBe(true);
    }
  });

  it('refuses a file hash that is not SHA-256 hex, writing nothing', async () => {
    const append = fixture.db.transaction((tx) =>
      appendLedgerEntry(tx, fixture.signer, {
        workspaceId: fixture.workspaceId,
        fileImportId: '00000000-0000-4000-8000-000000000001',
        fileSha256: 'not a hash',
        leafHashes: [],
      }),
    );
    await expect(append).rejects.toThrow(TypeError);
    expect(await entries()).toEqual([]);
  });

  it('keeps one chain when imports finish concurrently', async () => {
    const files = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => storeFile(fixture, [{ caseId: `K-${n}`, record: { caseId: `K-${n}` } }])),
    );
    await Promise.all(files.map((fileImportId) => ledgerFile(fixture, fileImportId)));

    expect((await entries()).map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
    for (const fileImportId of files) {
      expect((await verifyFileTrust(fixture, fileImportId)).verified).toBe(true);
    }
  });
});
