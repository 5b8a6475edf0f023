import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../platform/db/schema.js';
import { contentHash } from './canonical-json.js';
import { merkleRoot } from './merkle.js';
import { appendRecordEntry, verifyRecordTrust } from './record-entries.js';
import { createLedgerSigner } from './signer.js';
import { createLedgerFixture, newLedgerKeyPem, type LedgerFixture } from './test-fixture.js';

let fixture: LedgerFixture;
beforeEach(async () => {
  fixture = await createLedgerFixture();
});
afterEach(() => fixture.close());

const recordId = '00000000-0000-4000-8000-0000000000aa';
const content = { caseId: 'TX-0000000A', version: 0, toxicology: [{ analysis: 'Fentanyl' }] };
const subject = { id: 'TX-0000000A', version: 0 };

const seal = (record = { recordId, contentHash: contentHash(content) }) =>
  fixture.db.transaction((tx) =>
    appendRecordEntry(tx, fixture.signer, { workspaceId: fixture.workspaceId, ...record }),
  );

describe('record entries', () => {
  it('seal a record as an entry of one leaf, its content hash, that its trust check verifies', async () => {
    const transactionId = await seal();
    const [entry] = await fixture.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, transactionId));
    expect(entry).toMatchObject({
      fileImportId: recordId,
      fileSha256: contentHash(content),
      leafCount: 1,
      merkleRoot: merkleRoot([contentHash(content)]),
    });
    const trust = await verifyRecordTrust(fixture, subject, { recordId, transactionId, content });
    expect(trust).toMatchObject({ ...subject, transactionId, verified: true, score: 1 });
  });

  it('fail the content check for changed content or another record, the signature for another key', async () => {
    const transactionId = await seal();
    const changed = { ...content, toxicology: [{ analysis: 'Heroin' }] };
    expect(
      (await verifyRecordTrust(fixture, subject, { recordId, transactionId, content: changed })).checks,
    ).toEqual({ signature: true, chain: true, content: false });
    const otherRecord = '00000000-0000-4000-8000-0000000000bb';
    expect(
      (await verifyRecordTrust(fixture, subject, { recordId: otherRecord, transactionId, content })).checks
        .content,
    ).toBe(false);
    const otherKey = { db: fixture.db, signer: createLedgerSigner(newLedgerKeyPem()) };
    expect(
      (await verifyRecordTrust(otherKey, subject, { recordId, transactionId, content })).checks.signature,
    ).toBe(false);
  });

  it('answer not ledgered without a transaction id, and nothing verified for an unknown one', async () => {
    expect(
      await verifyRecordTrust(fixture, subject, { recordId, transactionId: null, content }),
    ).toMatchObject({
      transactionId: null,
      verified: false,
      score: 0,
    });
    const unknown = 'f'.repeat(64);
    expect(
      await verifyRecordTrust(fixture, subject, { recordId, transactionId: unknown, content }),
    ).toMatchObject({ transactionId: unknown, verified: false, score: 0 });
  });
});
