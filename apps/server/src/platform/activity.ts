import type { Database } from './db/client.js';
import { activities } from './db/schema.js';

export interface ActivityEntry {
  /** Null for what the system did on no known user's behalf (a republish after an import by a deleted account). */
  userId: string | null;
  workspaceId?: string | null;
  collectionName: string;
  action: string;
  details?: Record<string, unknown>;
}

/**
 * Records what a user did. Pass the transaction of the write itself (a transaction is a `Database` too), so the
 * activity row exists exactly when the change does (ARCHITECTURE §6).
 */
export async function recordActivity(tx: Database, entry: ActivityEntry): Promise<void> {
  await tx.insert(activities).values({
    userId: entry.userId,
    workspaceId: entry.workspaceId ?? null,
    collectionName: entry.collectionName,
    action: entry.action,
    details: entry.details ?? null,
  });
}
