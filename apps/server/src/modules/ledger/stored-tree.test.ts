import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTreeChunks } from '../../platform/db/schema.js';
import { appendLedgerEntry } from './append-entry.js';
import { ledgerEntryColumns, type LedgerEntry } from './ledger-entry.js';
import { createLeafProver, readStoredTree } from './stored-tree.js';
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

const provesRoot = async () => (await readStoredTree(fixture.db, entry, [])).provesRoot;

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
    expect(await provesRoot()).toBe(true);
  });

  it('no longer proves the root once a leaf node or a node of a higher level changes', async () => {
    await flipByte(0, 2, 5);
    expect(await provesRoot()).toBe(false);
    await flipByte(0, 2, 5);
    expect(await provesRoot()).toBe(true);
    await flipByte(10, 0, 33);
    expect(await provesRoot()).toBe(false);
  });

  it('keeps the leaf nodes asked for on its way up', async () => {
    const read = await readStoredTree(fixture.db, entry, [2499, 0, 1024]);
    expect(read.provesRoot).toBe(true);
    expect([...read.leafNodes.keys()].sort((a, b) => a - b)).toEqual([0, 1024, 2499]);
    const [leafLevel] = await fixture.db
      .select({ nodes: ledgerTreeChunks.nodes })
      .from(ledgerTreeChunks)
      .where(and(eq(ledgerTreeChunks.fileImportId, entry.fileImportId), eq(ledgerTreeChunks.chunk, 2)));
    expect(read.leafNodes.get(2499)).toEqual(Buffer.from(leafLevel!.nodes).subarray(451 * 32, 452 * 32));
  });

  it('proves each leaf by inclusion at its own position, and nowhere else', async () => {
    const proves = createLeafProver(fixture.db, entry);
    for (const position of [0, 1023, 1024, 2499])
      expect(await proves(leaves[position]!, position)).toBe(true);
    expect(await proves(leaves[7]!, 8)).toBe(false);
    expect(await proves(leaves[7]!, LEAF_COUNT)).toBe(false);
    expect(await proves('a'.repeat(64), 0)).toBe(false);
  });

  it('proves nothing from a changed leaf node', async () => {
    await flipByte(0, 1, 0);
    const proves = createLeafProver(fixture.db, entry);
    expect(await proves(leaves[1024]!, 1024)).toBe(false);
    expect(await proves(leaves[1025]!, 1025)).toBe(false);
    expect(await proves(leaves[0]!, 0)).toBe(true);
  });
});
