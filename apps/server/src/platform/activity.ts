import type { ActivityOutcome } from '@hde/contracts';
import type { Database } from './db/client.js';
import { activities } from './db/schema.js';
import { currentRequestId } from './request-context.js';

export interface ActivityEntry {
  /** Null for what the system did on no known user's behalf (a republish after an import by a deleted account). */
  userId: string | null;
  workspaceId?: string | null;
  collectionName: string;
  action: string;
  /** The id of the record acted on, when there is one. */
  recordId?: string | null;
  outcome?: ActivityOutcome;
  /** What the action needs besides its names (a role, a file name); never case content or a case's personal data. */
  details?: Record<string, unknown>;
}

/**
 * Records what a user did. Pass the transaction of the write itself (a transaction is a `Database` too), so the
 * activity row exists exactly when the change does (ARCHITECTURE §6). The request id is the current request's.
 */
export async function recordActivity(tx: Database, entry: ActivityEntry): Promise<void> {
  await tx.insert(activities).values({
    userId: entry.userId,
    workspaceId: entry.workspaceId ?? null,
    collectionName: entry.collectionName,
    action: entry.action,
    recordId: entry.recordId ?? null,
    outcome: entry.outcome ?? 'SUCCESS',
    requestId: currentRequestId(),
    details: entry.details ?? null,
  });
}
