import { aliasedTable, and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  OWNING_STATUSES,
  TOX_WORKSPACE_ID,
  type AnyWorkspaceRole,
  type MemberStatus,
  type ModuleStatus,
  type WorkspaceIcon,
} from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { ERROR_MESSAGES, WORKSPACE_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { AuthIdentity } from '../../platform/auth.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { modules, users, workspaceMembers, workspaces } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { moduleAccessColumns, moduleAccessFacts } from '../subscriptions/index.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import { isUuid } from '../../platform/ids.js';

type UserRow = typeof users.$inferSelect;
type WorkspaceRow = typeof workspaces.$inferSelect;

/** What the workspace gate reads in one statement. */
type AccessRow = Parameters<typeof moduleAccessFacts>[0] & {
  user: UserRow;
  workspace: WorkspaceRow | null;
  createdBy: string | null;
  updatedBy: string | null;
  memberRole: string | null;
  memberStatus: string | null;
};

/** The gate's answer for one user and one workspace of a module. */
export type GateDecision =
  | { outcome: 'granted'; user: UserRow; workspace: Workspace; role: AnyWorkspaceRole }
  /** 404 when unknown or not theirs (no leak); 403 when their access was revoked or their module is closed. */
  | { outcome: 'refused'; status: 403 | 404; message: string };

/** The gate by identity: also `unknown-user` when the token's user has no row yet (their first call creates it). */
export type IdentityGateResult = GateDecision | { outcome: 'unknown-user' };

export type IdentityGate = (
  identity: Pick<AuthIdentity, 'issuer' | 'subject'>,
  moduleId: string,
  workspaceId: string,
) => Promise<IdentityGateResult>;

/** A refusal as the reply the API answers with. */
export function refusalError(decision: Extract<GateDecision, { outcome: 'refused' }>): HttpError {
  return new HttpError(decision.status, decision.message);
}

const WORKSPACE_NOT_FOUND = { outcome: 'refused', status: 404, message: WORKSPACE_ERRORS.notFound } as const;

/** Statuses that open a module's own (non-demo) workspaces. */
function hasWorkspaceAccess(status: ModuleStatus | undefined): boolean {
  return status !== undefined && (OWNING_STATUSES.includes(status) || status === 'SHARED_SUBSCRIPTION');
}

export interface ListQuery {
  skip: number;
  limit: number;
  sort: 'createdAt' | 'name' | 'lastUpdated';
  direction: 'ASC' | 'DESC' | 'asc' | 'desc';
}

const creators = aliasedTable(users, 'creators');
const updaters = aliasedTable(users, 'updaters');

export function createWorkspaceService(db: Database, subscriptions: SubscriptionService) {
  const selectWithPeople = () =>
    db
      .select({ workspace: workspaces, createdBy: creators.userId, updatedBy: updaters.userId })
      .from(workspaces)
      .leftJoin(creators, eq(creators.id, workspaces.createdBy))
      .leftJoin(updaters, eq(updaters.id, workspaces.updatedBy));

  // Every workspace route passes this gate: one prepared statement reads the user, the workspace, the user's
  // membership and what decides their module status, afresh on every request (nothing is kept between requests:
  // docs/decisions). The user is found by id, or by the identity a token names.
  const accessQuery = (user: SQL, name: string) =>
    db
      .select({
        user: users,
        workspace: workspaces,
        createdBy: creators.userId,
        updatedBy: updaters.userId,
        memberRole: workspaceMembers.role,
        memberStatus: workspaceMembers.status,
        moduleBeta: modules.beta,
        ...moduleAccessColumns(users.id, workspaces.moduleId),
      })
      .from(users)
      .leftJoin(
        workspaces,
        and(
          eq(workspaces.id, sql.placeholder('workspaceId')),
          eq(workspaces.moduleId, sql.placeholder('moduleId')),
        ),
      )
      .leftJoin(modules, eq(modules.id, workspaces.moduleId))
      .leftJoin(creators, eq(creators.id, workspaces.createdBy))
      .leftJoin(updaters, eq(updaters.id, workspaces.updatedBy))
      .leftJoin(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, users.id)),
      )
      .where(user)
      .prepare(name);
  const accessById = accessQuery(eq(users.id, sql.placeholder('userId')), 'workspace_access');
  const accessByIdentity = accessQuery(
    and(eq(users.issuer, sql.placeholder('issuer')), eq(users.subject, sql.placeholder('subject'))) as SQL,
    'workspace_access_by_identity',
  );

  /**
   * The gate's decision on one row: 404 when unknown or not theirs (no leak), 403 when their access was revoked
   * (they knew the workspace, and are told why it is closed, before any word on their module) or when the
   * module is closed.
   */
  function decide(user: UserRow, row: AccessRow | undefined): GateDecision {
    const workspace = row?.workspace;
    if (!row || !workspace) return WORKSPACE_NOT_FOUND;
    const status = subscriptions.statusFrom(user, moduleAccessFacts(row));
    if (status === undefined) return WORKSPACE_NOT_FOUND;
    const found = { workspace, createdBy: row.createdBy, updatedBy: row.updatedBy };
    const granted = (role: AnyWorkspaceRole): GateDecision => ({
      outcome: 'granted',
      user,
      workspace: toWorkspace(found, role),
      role,
    });
    if (workspace.demo) return granted(demoRole(user));
    // The toxicology workspace is every tox user's own case space, a route constant: no membership to look up.
    if (workspace.id === TOX_WORKSPACE_ID)
      return hasWorkspaceAccess(status)
        ? granted('OWNER')
        : { outcome: 'refused', status: 403, message: WORKSPACE_ERRORS.moduleAccessEnded };
    if (row.memberStatus === ('REVOKED' satisfies MemberStatus))
      return { outcome: 'refused', status: 403, message: ERROR_MESSAGES.workspaceAccessRevoked };
    if (!row.memberRole || row.memberStatus !== ('ACTIVE' satisfies MemberStatus)) return WORKSPACE_NOT_FOUND;
    if (!hasWorkspaceAccess(status))
      return { outcome: 'refused', status: 403, message: WORKSPACE_ERRORS.moduleAccessEnded };
    return granted(row.memberRole as AnyWorkspaceRole);
  }

  function toWorkspace(
    row: { workspace: WorkspaceRow; createdBy: string | null; updatedBy: string | null },
    role: AnyWorkspaceRole,
  ): Workspace {
    const { workspace } = row;
    return {
      id: workspace.id,
      moduleId: workspace.moduleId,
      name: workspace.name,
      description: workspace.description,
      icon: workspace.icon as WorkspaceIcon,
      createdAt: workspace.createdAt.toISOString(),
      lastUpdated: workspace.updatedAt.toISOString(),
      createdBy: row.createdBy,
      updatedBy: row.updatedBy,
      workspaceRole: role,
      public: workspace.public,
      publicDashboardSyncing: workspace.publicDashboardSyncing,
      demo: workspace.demo,
    };
  }

  const demoRole = (user: UserRow): AnyWorkspaceRole => (user.operator ? 'SUPERHERO' : 'USER');

  return {
    /** The user's workspaces of a module (not demo ones); the toxicology module has its one fixed workspace. */
    async list(user: UserRow, moduleId: string, query: ListQuery) {
      const status = await subscriptions.statusOf(user, moduleId);
      if (!hasWorkspaceAccess(status)) return { items: [], total: 0, pageSize: query.limit };
      if (moduleId === 'tox') {
        const [row] = await selectWithPeople().where(eq(workspaces.id, TOX_WORKSPACE_ID));
        return {
          items: row ? [toWorkspace(row, 'OWNER')] : [],
          total: row ? 1 : 0,
          pageSize: query.limit,
        };
      }
      const visible = and(
        eq(workspaces.moduleId, moduleId),
        eq(workspaces.demo, false),
        eq(workspaceMembers.userId, user.id),
        eq(workspaceMembers.status, 'ACTIVE'),
      );
      const order = query.direction.toUpperCase() === 'ASC' ? asc : desc;
      const column = {
        createdAt: workspaces.createdAt,
        name: workspaces.name,
        lastUpdated: workspaces.updatedAt,
      }[query.sort];
      const rows = await db
        .select({
          workspace: workspaces,
          createdBy: creators.userId,
          updatedBy: updaters.userId,
          role: workspaceMembers.role,
        })
        .from(workspaces)
        .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
        .leftJoin(creators, eq(creators.id, workspaces.createdBy))
        .leftJoin(updaters, eq(updaters.id, workspaces.updatedBy))
        .where(visible)
        .orderBy(order(column), desc(workspaces.id))
        .limit(query.limit)
        .offset(query.skip);
      const [totals] = await db
        .select({ total: count() })
        .from(workspaces)
        .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, workspaces.id))
        .where(visible);
      return {
        items: rows.map((row) => toWorkspace(row, row.role as AnyWorkspaceRole)),
        total: totals?.total ?? 0,
        pageSize: query.limit,
      };
    },

    /**
     * One workspace as the user may see it: 404 when unknown or not theirs (no leak), 403 when their access was
     * revoked, or when it is theirs but the module is restricted (only demo workspaces stay open then).
     */
    async get(user: UserRow, moduleId: string, workspaceId: string): Promise<Workspace> {
      if (!isUuid(workspaceId)) throw refusalError(WORKSPACE_NOT_FOUND);
      const [row]: AccessRow[] = await accessById.execute({ userId: user.id, workspaceId, moduleId });
      const decision = decide(user, row);
      if (decision.outcome === 'refused') throw refusalError(decision);
      return decision.workspace;
    },

    /** The gate for the user a token names, read in the same statement as the workspace. */
    async decideForIdentity(
      ...[{ issuer, subject }, moduleId, workspaceId]: Parameters<IdentityGate>
    ): Promise<IdentityGateResult> {
      if (!isUuid(workspaceId)) return WORKSPACE_NOT_FOUND;
      const rows: AccessRow[] = await accessByIdentity.execute({ issuer, subject, workspaceId, moduleId });
      const [row] = rows;
      return row ? decide(row.user, row) : { outcome: 'unknown-user' };
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;

/** Creates a workspace owned by the user, inside the caller's transaction. */
export async function insertOwnedWorkspace(
  tx: Transaction,
  ownerId: string,
  fields: { moduleId: string; name: string; description?: string; icon?: WorkspaceIcon },
): Promise<WorkspaceRow> {
  const [workspace] = await tx
    .insert(workspaces)
    .values({ ...fields, createdBy: ownerId, updatedBy: ownerId })
    .returning();
  if (!workspace) throw new Error('workspace insert returned nothing');
  await tx.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: ownerId, role: 'OWNER' });
  await recordActivity(tx, {
    userId: ownerId,
    workspaceId: workspace.id,
    collectionName: 'workspaces',
    action: 'CREATE',
    recordId: workspace.id,
  });
  return workspace;
}
