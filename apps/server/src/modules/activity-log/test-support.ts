import { randomUUID } from 'node:crypto';
import { activities, workspaceMembers, workspaces } from '../../platform/db/schema.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * The Activity Log tests' world: workspaces and memberships written directly, activities inserted with drizzle
 * (no transaction id: sealing is not what these tests read), and an independent reading of who may see what.
 */

export interface Membership {
  workspaceId: string;
  userId: string;
  role: 'OWNER' | 'ADMIN' | 'USER' | 'CONTRIBUTOR';
  status?: 'ACTIVE' | 'REVOKED';
}

export async function addWorkspace(ctx: TestApp, name: string, members: Omit<Membership, 'workspaceId'>[]) {
  const [row] = await ctx.database.db
    .insert(workspaces)
    .values({ moduleId: 'mdi', name })
    .returning({ id: workspaces.id });
  const workspaceId = (row as { id: string }).id;
  if (members.length > 0)
    await ctx.database.db
      .insert(workspaceMembers)
      .values(members.map((member) => ({ workspaceId, ...member, status: member.status ?? 'ACTIVE' })));
  return workspaceId;
}

export interface ActivitySeed {
  userId: string | null;
  workspaceId: string | null;
  action?: string;
  collectionName?: string;
  createdAt: Date;
}

/** Inserts the activities; answers their ids in order. */
export async function insertActivities(ctx: TestApp, seeds: readonly ActivitySeed[]): Promise<string[]> {
  const rows = seeds.map((seed) => ({
    id: randomUUID(),
    userId: seed.userId,
    workspaceId: seed.workspaceId,
    action: seed.action ?? 'UPDATE',
    collectionName: seed.collectionName ?? 'cases',
    createdAt: seed.createdAt,
  }));
  await ctx.database.db.insert(activities).values(rows);
  return rows.map((row) => row.id);
}

export interface StoredActivity {
  id: string;
  userId: string | null;
  workspaceId: string | null;
  action: string;
  collectionName: string;
  createdAt: Date;
}

/** Every stored activity, newest first (ties by id, descending), as the log sorts them. */
export async function storedActivities(ctx: TestApp): Promise<StoredActivity[]> {
  const rows = await ctx.database.db
    .select({
      id: activities.id,
      userId: activities.userId,
      workspaceId: activities.workspaceId,
      action: activities.action,
      collectionName: activities.collectionName,
      createdAt: activities.createdAt,
    })
    .from(activities);
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
}

/** The rule, read independently: one's own activities, and all of the workspaces one is an active OWNER or ADMIN of. */
export function visibleTo(viewerId: string, memberships: readonly Membership[]) {
  const administered = new Set(
    memberships
      .filter(
        (member) =>
          member.userId === viewerId &&
          (member.role === 'OWNER' || member.role === 'ADMIN') &&
          (member.status ?? 'ACTIVE') === 'ACTIVE',
      )
      .map((member) => member.workspaceId),
  );
  return (activity: StoredActivity) =>
    activity.userId === viewerId || (activity.workspaceId !== null && administered.has(activity.workspaceId));
}

/** The CSV's data lines (the header is the first line). */
export const csvDataLines = (csv: string) => csv.split('\r\n').slice(1, -1);
