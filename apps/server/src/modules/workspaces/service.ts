import { aliasedTable, and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ERROR_MESSAGES,
  OWNING_STATUSES,
  TOX_WORKSPACE_ID,
  type AnyWorkspaceRole,
  type MemberStatus,
  type ModuleStatus,
  type Workspace,
  type WorkspaceIcon,
} from '@hde/contracts';
import { recordActivity } from '../../platform/activity.js';
import type { AuthIdentity } from '../../platform/auth.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { accessEpoch, modules, users, workspaceMembers, workspaces } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { moduleAccessColumns, moduleAccessFacts } from '../subscriptions/repo.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import { isUuid } from '../../platform/ids.js';
import { keepPasses, type GatePass } from './kept-passes.js';

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
  read: unknown;
  epoch: number;
};

/** The user a token names and the workspace as they may see it, with what the gate's statement read besides. */
export interface IdentityAccess {
  user: UserRow;
  workspace: Workspace;
  /** The value of the gate's `read` expression (`WorkspaceService.gateReading`); null when it has none. */
  read: unknown;
}

/** The gate by identity: undefined when the token's user has no row yet (their first call creates it). */
export type IdentityGate = (
  identity: Pick<AuthIdentity, 'issuer' | 'subject'>,
  moduleId: string,
  workspaceId: string,
) => Promise<IdentityAccess | undefined>;

/** Statuses that open a module's own (non-demo) workspaces. */
export function hasWorkspaceAccess(status: ModuleStatus | undefined): boolean {
  return status !== undefined && (OWNING_STATUSES.includes(status) || status === 'SHARED_SUBSCRIPTION');
}

export interface ListQuery {
  skip: number;
  limit: number;
  sort: 'createdAt' | 'name' | 'lastUpdated';
  direction: 'ASC' | 'DESC' | 'asc' | 'desc';
}

/** The access epoch (migration 0012), read in the statement whose answer it vouches for. */
const ACCESS_EPOCH = sql<number>`(select ${accessEpoch.epoch} from ${accessEpoch})`.mapWith(Number);

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
  // membership and what decides their module status. The user is found by id, or by the identity a token names.
  // `read`: an expression over the workspace's columns that a route needs as well, read in the same trip.
  const accessQuery = (user: SQL, name: string, read: SQL = sql`null`) =>
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
        read,
        epoch: ACCESS_EPOCH,
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
  const byIdentity = and(
    eq(users.issuer, sql.placeholder('issuer')),
    eq(users.subject, sql.placeholder('subject')),
  ) as SQL;

  function identityPass(statement: ReturnType<typeof accessQuery>) {
    return async (
      ...[{ issuer, subject }, moduleId, workspaceId]: Parameters<IdentityGate>
    ): Promise<GatePass | undefined> => {
      if (!isUuid(workspaceId)) throw new HttpError(404, 'Workspace not found');
      const rows: AccessRow[] = await statement.execute({ issuer, subject, workspaceId, moduleId });
      const [row] = rows;
      if (!row) return undefined;
      const facts = moduleAccessFacts(row);
      return {
        access: { user: row.user, workspace: workspaceOf(row.user, row, facts), read: row.read },
        epoch: row.epoch,
        statusChangesAt: subscriptions.statusChangesAt(facts),
      };
    };
  }
  function identityGate(statement: ReturnType<typeof accessQuery>): IdentityGate {
    const pass = identityPass(statement);
    return async (...args) => (await pass(...args))?.access;
  }

  /** The gate of `gateReading(read, name)`, remembering its passes (kept-passes.ts). */
  function rememberingGate(read: SQL, name: string): IdentityGate {
    const recheck = db
      .select({ epoch: ACCESS_EPOCH, read })
      .from(workspaces)
      .where(
        and(
          eq(workspaces.id, sql.placeholder('workspaceId')),
          eq(workspaces.moduleId, sql.placeholder('moduleId')),
        ),
      )
      .prepare(`${name}_recheck`);
    return keepPasses({
      pass: identityPass(accessQuery(byIdentity, name, read)),
      recheck: async (workspaceId, moduleId) => (await recheck.execute({ workspaceId, moduleId }))[0],
      now: subscriptions.now,
    });
  }
  const gatesReading = new Map<string, IdentityGate>();

  /**
   * The gate's decision on one row: 404 when unknown or not theirs (no leak), 403 when their access was revoked
   * (they knew the workspace, and are told why it is closed, before any word on their module) or when the
   * module is closed.
   */
  function workspaceOf(
    user: UserRow,
    row: AccessRow | undefined,
    facts = row && moduleAccessFacts(row),
  ): Workspace {
    const workspace = row?.workspace;
    if (!row || !workspace || !facts) throw new HttpError(404, 'Workspace not found');
    const status = subscriptions.statusFrom(user, facts);
    if (status === undefined) throw new HttpError(404, 'Workspace not found');
    const found = { workspace, createdBy: row.createdBy, updatedBy: row.updatedBy };
    if (workspace.demo) return toWorkspace(found, demoRole(user));
    if (row.memberStatus === ('REVOKED' satisfies MemberStatus))
      throw new HttpError(403, ERROR_MESSAGES.workspaceAccessRevoked);
    if (!row.memberRole || row.memberStatus !== ('ACTIVE' satisfies MemberStatus))
      throw new HttpError(404, 'Workspace not found');
    if (!hasWorkspaceAccess(status)) throw new HttpError(403, 'Your access to this module has ended');
    return toWorkspace(found, row.memberRole as AnyWorkspaceRole);
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
    /** The user's workspaces of a module (not demo ones); the toxicology module has its one shared workspace. */
    async list(user: UserRow, moduleId: string, query: ListQuery) {
      const status = await subscriptions.statusOf(user, moduleId);
      if (!hasWorkspaceAccess(status)) return { items: [], total: 0, pageSize: query.limit };
      if (moduleId === 'tox') {
        const [row] = await selectWithPeople().where(eq(workspaces.id, TOX_WORKSPACE_ID));
        return {
          items: row ? [toWorkspace(row, demoRole(user))] : [],
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
      if (!isUuid(workspaceId)) throw new HttpError(404, 'Workspace not found');
      const [row]: AccessRow[] = await accessById.execute({ userId: user.id, workspaceId, moduleId });
      return workspaceOf(user, row);
    },

    /**
     * `get` for the user a token names, read in the same statement; undefined when that user has no row yet
     * (their first call creates it).
     */
    getForIdentity: identityGate(accessQuery(byIdentity, 'workspace_access_by_identity')),

    /**
     * `getForIdentity` whose statement also reads `read`, an expression over the columns of `workspaces`
     * (written in full: `workspaces.id`), named `name`. Its value is only returned once the gate has passed, and
     * read afresh on every call. A caller it let in is let in again on a small statement while nothing their
     * access depends on has changed (kept-passes.ts). A name stands for one gate: the routes of every module
     * asking for it share the first one made, and the passes it keeps.
     */
    gateReading(read: SQL, name: string): IdentityGate {
      let gate = gatesReading.get(name);
      if (!gate) gatesReading.set(name, (gate = rememberingGate(read, name)));
      return gate;
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
  });
  return workspace;
}
