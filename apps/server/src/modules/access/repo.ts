import { aliasedTable, and, asc, count, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { InvitationStatus } from '@hde/contracts';
import type { Database } from '../../platform/db/client.js';
import { invitations, users, workspaceMembers, workspaces } from '../../platform/db/schema.js';

export type InvitationRow = typeof invitations.$inferSelect;

export const MEMBER_SORTS = ['userId', 'role', 'lastUpdated'] as const;
export const INVITATION_SORTS = [
  'userId',
  'role',
  'status',
  'lastUpdated',
  'createdAt',
  'expiresAt',
] as const;
export const PENDING_SORTS = ['userId', 'role', 'lastUpdated', 'createdAt', 'workspaceName'] as const;

export interface Paging<Sort extends string> {
  skip: number;
  limit: number;
  sort: Sort;
  direction: 'ASC' | 'DESC' | 'asc' | 'desc';
}

const inviters = aliasedTable(users, 'inviters');

/** OWNER first, then ADMIN, CONTRIBUTOR, USER (ascending). */
const roleRank = (role: typeof workspaceMembers.role | typeof invitations.role): SQL =>
  sql`case ${role} when 'OWNER' then 0 when 'ADMIN' then 1 when 'CONTRIBUTOR' then 2 else 3 end`;

const orderOf = (direction: Paging<string>['direction']) => (direction.toUpperCase() === 'ASC' ? asc : desc);

/** Serialises the membership and invitation writes of one workspace (owner counts, duplicate invitations). */
export async function lockWorkspace(tx: Database, workspaceId: string): Promise<void> {
  await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('no key update');
}

/**
 * Stores PENDING invitations whose expiry has passed as EXPIRED (their last update is the moment they expired).
 * A system transition, not a user's write: no activity.
 */
export async function expireOverdue(db: Database, scope: SQL | undefined): Promise<void> {
  await db
    .update(invitations)
    .set({ status: 'EXPIRED' satisfies InvitationStatus, updatedAt: sql`${invitations.expiresAt}` })
    .where(and(eq(invitations.status, 'PENDING'), lte(invitations.expiresAt, sql`now()`), scope));
}

export async function activeMember(db: Database, workspaceId: string, email: string) {
  const [member] = await db
    .select({
      userId: users.id,
      email: users.userId,
      role: workspaceMembers.role,
      updatedAt: workspaceMembers.updatedAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(users.userId, email),
        eq(workspaceMembers.status, 'ACTIVE'),
      ),
    );
  return member;
}

export async function countOtherActiveOwners(
  db: Database,
  workspaceId: string,
  exceptUserId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.role, 'OWNER'),
        eq(workspaceMembers.status, 'ACTIVE'),
        ne(workspaceMembers.userId, exceptUserId),
      ),
    );
  return row?.total ?? 0;
}

export async function listActiveMembers(
  db: Database,
  workspaceId: string,
  paging: Paging<(typeof MEMBER_SORTS)[number]>,
) {
  const visible = and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.status, 'ACTIVE'));
  const order = orderOf(paging.direction);
  const column = {
    userId: sql`${users.userId}`,
    role: roleRank(workspaceMembers.role),
    lastUpdated: sql`${workspaceMembers.updatedAt}`,
  }[paging.sort];
  const rows = await db
    .select({
      id: users.id,
      userId: users.userId,
      role: workspaceMembers.role,
      updatedAt: workspaceMembers.updatedAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(visible)
    .orderBy(order(column), asc(users.userId))
    .limit(paging.limit)
    .offset(paging.skip);
  const [totals] = await db.select({ total: count() }).from(workspaceMembers).where(visible);
  return { rows, total: totals?.total ?? 0 };
}

const invitationView = {
  invitation: invitations,
  createdBy: inviters.userId,
};

export async function listWorkspaceInvitations(
  db: Database,
  workspaceId: string,
  query: Paging<(typeof INVITATION_SORTS)[number]> & { status?: InvitationStatus | undefined },
) {
  // Cancelled invitations leave the list (spec part 1 §4) unless asked for by status.
  const visible = and(
    eq(invitations.workspaceId, workspaceId),
    query.status ? eq(invitations.status, query.status) : ne(invitations.status, 'CANCELLED'),
  );
  const order = orderOf(query.direction);
  const column = {
    userId: sql`${invitations.email}`,
    role: roleRank(invitations.role),
    status: sql`${invitations.status}`,
    lastUpdated: sql`${invitations.updatedAt}`,
    createdAt: sql`${invitations.createdAt}`,
    expiresAt: sql`${invitations.expiresAt}`,
  }[query.sort];
  const rows = await db
    .select(invitationView)
    .from(invitations)
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(visible)
    .orderBy(order(column), desc(invitations.updatedAt), asc(invitations.id))
    .limit(query.limit)
    .offset(query.skip);
  const [totals] = await db.select({ total: count() }).from(invitations).where(visible);
  return { rows, total: totals?.total ?? 0 };
}

/** The newest invitation of an e-mail into a workspace. */
export async function latestInvitation(
  db: Database,
  workspaceId: string,
  email: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.email, email)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(1);
  return row;
}

/** An invitation into a (non-demo) workspace of the module, with its workspace. */
export async function findInvitation(db: Database, inviteId: string, moduleId: string) {
  const [row] = await db
    .select({ invitation: invitations, workspaceName: workspaces.name })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(and(eq(invitations.id, inviteId), eq(workspaces.moduleId, moduleId), eq(workspaces.demo, false)));
  return row;
}

/** The PENDING, unexpired invitations of an e-mail into workspaces of one module. */
export async function pendingInvitationsOf(
  db: Database,
  email: string,
  moduleId: string,
  paging: Paging<(typeof PENDING_SORTS)[number]>,
) {
  const visible = and(
    eq(invitations.email, email),
    eq(invitations.status, 'PENDING'),
    gt(invitations.expiresAt, sql`now()`),
    eq(workspaces.moduleId, moduleId),
    eq(workspaces.demo, false),
  );
  const order = orderOf(paging.direction);
  const column = {
    userId: sql`${invitations.email}`,
    role: roleRank(invitations.role),
    lastUpdated: sql`${invitations.updatedAt}`,
    createdAt: sql`${invitations.createdAt}`,
    workspaceName: sql`${workspaces.name}`,
  }[paging.sort];
  const rows = await db
    .select({ ...invitationView, workspaceName: workspaces.name, moduleId: workspaces.moduleId })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(visible)
    .orderBy(order(column), desc(invitations.updatedAt), asc(invitations.id))
    .limit(paging.limit)
    .offset(paging.skip);
  const [totals] = await db
    .select({ total: count() })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(visible);
  return { rows, total: totals?.total ?? 0 };
}
