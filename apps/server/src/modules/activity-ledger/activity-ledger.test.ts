import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityInclusionSchema, publicLedgerEntrySchema } from '@hde/contracts/api';
import { recordActivity } from '../../platform/activity.js';
import { activities, ledgerEntries } from '../../platform/db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLedgerSigner, type LedgerSigner } from '../ledger/index.js';
import { removeExpiredActivities, sealActivities, startActivitySealer } from './index.js';

let ctx: TestApp;
let signer: LedgerSigner;
beforeAll(async () => {
  ctx = await createTestApp();
  signer = createLedgerSigner(ctx.secrets.ledgerSigningKey);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(activities);
});

const db = () => ctx.database.db;

async function record(count: number, action = 'UPDATE'): Promise<void> {
  await db().transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await recordActivity(tx, {
        userId: null,
        collectionName: 'dashboards',
        action,
        recordId: `record-${index}`,
        details: { name: `Dashboard ${index}` },
      });
    }
  });
}

const rows = () =>
  db()
    .select({ id: activities.id, transactionId: activities.transactionId, leaf: activities.ledgerLeaf })
    .from(activities);

async function inclusion(entryId: string, activityId: string) {
  const reply = await ctx.app.inject({ url: `/v2/ledger/${entryId}/activity/${activityId}` });
  return {
    status: reply.statusCode,
    body: reply.statusCode === 200 ? activityInclusionSchema.parse(reply.json()) : null,
  };
}

describe('sealing activities into the ledger', () => {
  it('seals every unsealed activity in batches, each a signed entry whose root proves its activities', async () => {
    await record(7);
    expect(await sealActivities(db(), signer, 3)).toBe(7);
    const sealed = await rows();
    const entryIds = new Set(sealed.map((row) => row.transactionId));
    expect(entryIds.size).toBe(3);
    for (const entryId of entryIds) {
      const entry = publicLedgerEntrySchema.parse(
        (await ctx.app.inject({ url: `/v2/ledger/${entryId}` })).json(),
      );
      expect(entry.checks).toEqual({ signature: true, chain: true });
    }
    for (const row of sealed) {
      const { status, body } = await inclusion(row.transactionId!, row.id);
      expect(status).toBe(200);
      expect(body).toMatchObject({ activityId: row.id, leafIndex: row.leaf, included: true });
    }
    expect(await sealActivities(db(), signer)).toBe(0);
  });

  it('proves activities across the stored chunks of a large batch', async () => {
    await record(2_100);
    await sealActivities(db(), signer);
    const sealed = await rows();
    expect(new Set(sealed.map((row) => row.transactionId)).size).toBe(1);
    for (const leaf of [0, 1_023, 1_024, 2_099]) {
      const row = sealed.find((candidate) => candidate.leaf === leaf)!;
      expect((await inclusion(row.transactionId!, row.id)).body?.included, `leaf ${leaf}`).toBe(true);
    }
  });

  it('fails the proof of an activity altered after it was sealed, and passes again once restored', async () => {
    await record(4);
    await sealActivities(db(), signer);
    const [row] = await rows();
    const target = row!;
    const on = sql`where id = ${target.id}`;
    const changes = [
      [
        sql`update activities set action = 'DELETE' ${on}`,
        sql`update activities set action = 'UPDATE' ${on}`,
      ],
      [
        sql`update activities set details = details || '{"x":1}' ${on}`,
        sql`update activities set details = details - 'x' ${on}`,
      ],
      [
        sql`update activities set created_at = created_at + interval '1 microsecond' ${on}`,
        sql`update activities set created_at = created_at - interval '1 microsecond' ${on}`,
      ],
      [
        sql`update activities set user_id = gen_random_uuid() ${on}`,
        sql`update activities set user_id = null ${on}`,
      ],
    ];
    for (const [change, undo] of changes) {
      await db().execute(change!);
      expect((await inclusion(target.transactionId!, target.id)).body?.included).toBe(false);
      await db().execute(undo!);
      expect((await inclusion(target.transactionId!, target.id)).body?.included).toBe(true);
    }
  });

  it('answers 404 for an activity the entry does not seal, an unknown entry, or ids that are not ids', async () => {
    await record(2);
    await sealActivities(db(), signer, 1);
    const [first, second] = await rows();
    expect((await inclusion(first!.transactionId!, second!.id)).status).toBe(404);
    expect((await inclusion('f'.repeat(64), first!.id)).status).toBe(404);
    expect((await inclusion(first!.transactionId!, 'not-a-uuid')).status).toBe(404);
  });

  it('seals within the sealer interval, in the background', async () => {
    const sealer = startActivitySealer({
      db: db(),
      signer,
      retentionDays: 2_190,
      logger: ctx.app.log,
      sealEveryMs: 50,
    });
    try {
      await record(3);
      const deadline = Date.now() + 5_000;
      while ((await rows()).some((row) => row.transactionId === null) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await rows()).every((row) => row.transactionId !== null)).toBe(true);
    } finally {
      await sealer.stop();
    }
  });
});

describe('retention', () => {
  it('removes activities older than the retention, seals what it removed, and records the removal', async () => {
    await record(3, 'OLD');
    await db().execute(sql`update activities set created_at = now() - interval '40 days'`);
    await record(2, 'RECENT');
    await sealActivities(db(), signer);

    expect(await removeExpiredActivities(db(), signer, 30)).toBe(3);
    const left = await db()
      .select({ action: activities.action, details: activities.details, recordId: activities.recordId })
      .from(activities);
    expect(left.filter((row) => row.action === 'OLD')).toEqual([]);
    expect(left.filter((row) => row.action === 'RECENT')).toHaveLength(2);
    const removal = left.find((row) => row.action === 'RETENTION_REMOVE');
    expect(removal?.details).toMatchObject({ removed: 3 });
    const [entry] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.id, removal!.recordId!));
    expect(entry?.leafCount).toBe(3);
    expect(await removeExpiredActivities(db(), signer, 30)).toBe(0);
  });
});
