import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerLeafIndex, ledgerTreeChunks } from '../../platform/db/schema.js';
import { appendLedgerEntry } from './append-entry.js';
import { ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';
import { createLeafProver, storedTreeProvesRoot } from './stored-tree.js';
import { createLedgerFixture, type LedgerFixture } from './test-fixture.js';

const LEAF_COUNT = 2500;
const leaves = Array.from({ length: LEAF_COUNT }, (_, index) =>
  createHash('sha256').update(`leaf ${index}`).digest('hex'),
);

let fixture: LedgerFixture;
let entry: LedgerEntry;
beforeEach(async () => {
  fixture = await createLedgerFixture();
  const fileImportId = randomUUID();
  await fixture.db.transaction((tx) =>
    appendLedgerEntry(tx, fixture.signer, {
      workspaceId: fixture.workspaceId,
      fileImportId,
      fileSha256: 'c'.repeat(64),
      leafHashes: leaves,
    }),
  );
  [entry] = (await fixture.db.select(ledgerEntryColumns).from(ledgerEntries)) as [LedgerEntry];
});
afterEach(() => fixture.close());

async function flipByte(height: number, chunk: number, at: number) {
  const where = and(
    eq(ledgerTreeChunks.fileImportId, entry.fileImportId),
    eq(ledgerTreeChunks.height, height),
    eq(ledgerTreeChunks.chunk, chunk),
  );
  const [stored] = await fixture.db.select().from(ledgerTreeChunks).where(where);
  const nodes = Buffer.from(stored!.nodes);
  nodes[at]! ^= 1;
  await fixture.db.update(ledgerTreeChunks).set({ nodes }).where(where);
}

describe('the stored tree of an entry', () => {
  it('is written with the entry: leaf nodes and every tenth level, in chunks', async () => {
    const chunks = await fixture.db
      .select({ height: ledgerTreeChunks.height, chunk: ledgerTreeChunks.chunk })
      .from(ledgerTreeChunks)
      .orderBy(ledgerTreeChunks.height, ledgerTreeChunks.chunk);
    expect(chunks).toEqual([
      { height: 0, chunk: 0 },
      { height: 0, chunk: 1 },
      { height: 0, chunk: 2 },
      { height: 10, chunk: 0 },
    ]);
    expect(await storedTreeProvesRoot(fixture.db, entry)).toBe(true);
  });

  it('no longer proves the root once a leaf node or a node of a higher level changes', async () => {
    await flipByte(0, 2, 5);
    expect(await storedTreeProvesRoot(fixture.db, entry)).toBe(false);
    await flipByte(0, 2, 5);
    expect(await storedTreeProvesRoot(fixture.db, entry)).toBe(true);
    await flipByte(10, 0, 33);
    expect(await storedTreeProvesRoot(fixture.db, entry)).toBe(false);
  });

  it('proves each leaf by inclusion, and nothing else', async () => {
    const proves = createLeafProver(fixture.db, entry);
    for (const position of [0, 1023, 1024, 2499]) expect(await proves(leaves[position]!)).toBe(true);
    expect(await proves('a'.repeat(64))).toBe(false);
  });

  it('proves nothing from a changed leaf node, and is not fooled by a changed index', async () => {
    await flipByte(0, 1, 0);
    const proves = createLeafProver(fixture.db, entry);
    expect(await proves(leaves[1024]!)).toBe(false);
    expect(await proves(leaves[1025]!)).toBe(false);
    expect(await proves(leaves[0]!)).toBe(true);

    // Every pair of the index now names leaf 0: only leaf 0 can still be proven.
    const index = await fixture.db.select().from(ledgerLeafIndex);
    for (const chunk of index) {
      const pairs = Buffer.from(chunk.pairs);
      for (let at = 4; at < pairs.length; at += 8) pairs.writeUInt32BE(0, at);
      await fixture.db
        .update(ledgerLeafIndex)
        .set({ pairs })
        .where(
          and(eq(ledgerLeafIndex.fileImportId, entry.fileImportId), eq(ledgerLeafIndex.chunk, chunk.chunk)),
        );
    }
    const afterIndexChange = createLeafProver(fixture.db, entry);
    expect(await afterIndexChange(leaves[7]!)).toBe(false);
  });
});
