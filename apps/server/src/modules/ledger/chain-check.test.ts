import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerChainCheckpoint, ledgerEntries } from '../../platform/db/schema.js';
import { chainIntact, type ChainCheckOptions } from './chain-check.js';
import { ledgerEntryColumns } from './ledger-entry.js';
import { createLedgerSigner } from './signer.js';
import { createLedgerFixture, newLedgerKeyPem, threeImports, type LedgerFixture } from './test-fixture.js';

let fixture: LedgerFixture;
beforeEach(async () => {
  fixture = await createLedgerFixture();
  await threeImports(fixture);
});
afterEach(() => fixture.close());

const entryAt = async (seq: number) =>
  (await fixture.db.select(ledgerEntryColumns).from(ledgerEntries).where(eq(ledgerEntries.seq, seq)))[0]!;
const chainAt = async (seq: number, options?: ChainCheckOptions) =>
  chainIntact(fixture, await entryAt(seq), options);
const checkpoint = async () => (await fixture.db.select().from(ledgerChainCheckpoint))[0]?.seq ?? null;

describe('chainIntact', () => {
  it('keeps the last entry a walk found intact as the checkpoint, never moving it down', async () => {
    expect(await checkpoint()).toBeNull();
    expect(await chainAt(2)).toBe(true);
    expect(await checkpoint()).toBe(2);
    expect(await chainAt(1)).toBe(true);
    expect(await checkpoint()).toBe(2);
    expect(await chainAt(3)).toBe(true);
    expect(await checkpoint()).toBe(3);
  });

  it('below the checkpoint, fails an entry whose link to its predecessor broke, or whose predecessor is gone', async () => {
    expect(await chainAt(3)).toBe(true);
    await fixture.db.update(ledgerEntries).set({ leafCount: 99 }).where(eq(ledgerEntries.seq, 1));
    expect(await chainAt(2)).toBe(false);
    expect(await chainAt(1)).toBe(true);
    await fixture.db.delete(ledgerEntries).where(eq(ledgerEntries.seq, 2));
    expect(await chainAt(3)).toBe(false);
  });

  it('walks again from the first entry when the checkpoint no longer holds', async () => {
    expect(await chainAt(2)).toBe(true);
    await fixture.db.update(ledgerChainCheckpoint).set({ entryId: 'f'.repeat(64) });
    expect(await chainAt(3)).toBe(true);
    expect(await checkpoint()).toBe(3);

    await fixture.db.update(ledgerEntries).set({ leafCount: 99 }).where(eq(ledgerEntries.seq, 3));
    await fixture.db
      .update(ledgerEntries)
      .set({ prevHash: 'b'.repeat(64) })
      .where(eq(ledgerEntries.seq, 2));
    await fixture.db.update(ledgerChainCheckpoint).set({ seq: 2 });
    expect(await chainAt(3)).toBe(false);
  });

  it('stops once its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client left'));
    await expect(chainAt(3, { signal: controller.signal })).rejects.toThrow('client left');
  });

  it('signs the checkpoint with the ledger key', async () => {
    expect(await chainAt(2)).toBe(true);
    const [stored] = await fixture.db.select().from(ledgerChainCheckpoint);
    const message = Buffer.from(`hde-ledger-checkpoint:2:${(await entryAt(2)).id}`, 'utf8');
    expect(fixture.signer.verify(message, stored!.signature)).toBe(true);
  });

  it.each([
    ['with no valid signature', () => 'c2lnbmF0dXJl'],
    [
      'signed with another key',
      async () =>
        createLedgerSigner(newLedgerKeyPem()).sign(
          Buffer.from(`hde-ledger-checkpoint:3:${(await entryAt(3)).id}`, 'utf8'),
        ),
    ],
  ])('ignores a checkpoint set to the head %s, and walks from the first entry', async (_, forge) => {
    // Entry 1 changed: entry 2's link breaks, so every entry after it fails the walk from the start.
    await fixture.db.update(ledgerEntries).set({ leafCount: 99 }).where(eq(ledgerEntries.seq, 1));
    const head = await entryAt(3);
    await fixture.db
      .insert(ledgerChainCheckpoint)
      .values({ id: 1, seq: 3, entryId: head.id, signature: await forge() });
    expect(await chainAt(3)).toBe(false);
    expect(await chainAt(2)).toBe(false);
  });

  it('is not moved by a check that may not move it (the public explorer)', async () => {
    expect(await chainAt(3, { moveCheckpoint: false })).toBe(true);
    expect(await checkpoint()).toBeNull();
    expect(await chainAt(1)).toBe(true);
    expect(await chainAt(3, { moveCheckpoint: false })).toBe(true);
    expect(await checkpoint()).toBe(1);
  });
});
