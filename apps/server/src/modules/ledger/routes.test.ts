import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLedgerEntrySchema } from '@hde/contracts/api';
import { LEDGER_ENTRY_NOT_FOUND } from '@hde/contracts/text';
import { ledgerChainCheckpoint, ledgerEntries } from '../../platform/db/schema.js';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace } from '../../test/workspace-fixtures.js';

let ctx: TestApp;
/** Transaction ids of three imports, in the order they finished (seq 1, 2, 3). */
let ids: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  ids = [];
  for (const n of [1, 2, 3]) {
    const file = await importFile(ctx, owner, workspace.id, {
      fileName: `ledger-${n}.csv`,
      content: `case_id\nL-${n}\n`,
    });
    if (!file.transactionId) throw new Error(`import ${n} was not ledgered`);
    ids.push(file.transactionId);
  }
});
afterAll(() => ctx.close());

/** Every request here goes without a token: the explorer is public. */
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function entryOf(id: string) {
  const reply = await get(`/v2/ledger/${id}`);
  expect(reply.statusCode).toBe(200);
  return publicLedgerEntrySchema.parse(reply.json());
}

const storedEntry = async (id: string) =>
  (await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)))[0]!;

describe('GET /v2/ledger/:id', () => {
  it('shows an entry without a token: its hashes and both checks passed, and nothing that leads to another entry', async () => {
    const reply = await get(`/v2/ledger/${ids[1]}`);
    expect(reply.statusCode).toBe(200);
    const stored = await storedEntry(ids[1]!);
    // Exactly these fields: never whose file it was (workspaceId, fileImportId), nor its seq, its prevHash or
    // its neighbours' ids, from which anyone could walk the whole chain.
    expect(reply.json()).toEqual({
      id: ids[1],
      createdAt: new Date(stored.createdAt).toISOString(),
      fileSha256: stored.fileSha256,
      merkleRoot: stored.merkleRoot,
      leafCount: 1,
      keyId: stored.keyId,
      signature: stored.signature,
      checks: { signature: true, chain: true },
    });
    expect(reply.body).not.toContain(ids[0]);
    expect(reply.body).not.toContain(ids[2]);
  });

  it('never moves the chain checkpoint: anyone may ask', async () => {
    await ctx.database.db.delete(ledgerChainCheckpoint);
    expect((await entryOf(ids[2]!)).checks.chain).toBe(true);
    expect(await ctx.database.db.select().from(ledgerChainCheckpoint)).toEqual([]);
  });

  it.each([
    ['unknown', 'f'.repeat(64)],
    ['upper-case', () => ids[0]!.toUpperCase()],
    ['too long', () => `${ids[0]}0`],
    ['not hex', 'not-a-hash'],
  ])('answers 404 for an %s id', async (_, id) => {
    const reply = await get(`/v2/ledger/${typeof id === 'function' ? id() : id}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ statusCode: 404, error: 'Not Found', message: LEDGER_ENTRY_NOT_FOUND });
  });

  it('fails the signature check of an altered entry and the chain check of the entries after it', async () => {
    const original = (await storedEntry(ids[1]!)).merkleRoot;
    const setMerkleRoot = (merkleRoot: string) =>
      ctx.database.db.update(ledgerEntries).set({ merkleRoot }).where(eq(ledgerEntries.id, ids[1]!));
    await setMerkleRoot('a'.repeat(64));

    expect((await entryOf(ids[0]!)).checks).toEqual({ signature: true, chain: true });
    expect((await entryOf(ids[1]!)).checks).toEqual({ signature: false, chain: true });
    expect((await entryOf(ids[2]!)).checks).toEqual({ signature: true, chain: false });

    await setMerkleRoot(original);
    expect((await entryOf(ids[2]!)).checks).toEqual({ signature: true, chain: true });
  });
});

describe('GET /v2/ledger', () => {
  it('is gone: no route lists the entries of every tenant', async () => {
    const reply = await get('/v2/ledger');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain(ids[0]);
  });
});
