import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { idpStore } from '../db/schema.js';

/** oidc-provider storage in PostgreSQL (table idp_store), so a restart signs nobody out. */
export function createIdpAdapter(db: Database) {
  async function findWhere(kind: string, condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await db
      .select()
      .from(idpStore)
      .where(
        and(
          eq(idpStore.kind, kind),
          condition,
          sql`(${idpStore.expiresAt} is null or ${idpStore.expiresAt} > now())`,
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  return class PostgresIdpAdapter implements Adapter {
    constructor(readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        kind: this.kind,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpStore)
        .values(values)
        .onConflictDoUpdate({ target: [idpStore.kind, idpStore.id], set: values });
    }

    find(id: string) {
      return findWhere(this.kind, eq(idpStore.id, id));
    }

    findByUid(uid: string) {
      return findWhere(this.kind, eq(idpStore.uid, uid));
    }

    findByUserCode(userCode: string) {
      return findWhere(this.kind, eq(idpStore.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpStore)
        .set({ consumedAt: new Date() })
        .where(and(eq(idpStore.kind, this.kind), eq(idpStore.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(idpStore).where(and(eq(idpStore.kind, this.kind), eq(idpStore.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpStore).where(eq(idpStore.grantId, grantId));
    }
  };
}

/** Expired provider state is dead weight: drop it (run at start and periodically). */
export async function purgeExpiredIdpState(db: Database): Promise<void> {
  await db.delete(idpStore).where(sql`${idpStore.expiresAt} < now()`);
}
