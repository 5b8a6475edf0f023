import { and, eq, inArray, ne, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { modules, userModules, workspaceMembers, workspaces } from '../../platform/db/schema.js';
import type { SubscriptionFacts } from './status.js';
import type { ModuleAccessFacts, SharedGrant } from './types.js';

export function createSubscriptionRepo(db: Database) {
  return {
    modules: () => db.select().from(modules).orderBy(modules.sortOrder),

    factsOf: (userId: string) => db.select().from(userModules).where(eq(userModules.userId, userId)),

    demoWorkspaces: () =>
      db
        .select({ id: workspaces.id, moduleId: workspaces.moduleId })
        .from(workspaces)
        .where(eq(workspaces.demo, true)),

    /**
     * Workspaces the user was invited into (active, not as owner), with their owners' own subscription facts:
     * the material of SHARED_SUBSCRIPTION.
     */
    async sharedGrants(userId: string): Promise<SharedGrant[]> {
      const memberships = await db
        .select({
          workspaceId: workspaceMembers.workspaceId,
          moduleId: workspaces.moduleId,
          since: workspaceMembers.createdAt,
        })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(
          and(
            eq(workspaceMembers.userId, userId),
            eq(workspaceMembers.status, 'ACTIVE'),
            ne(workspaceMembers.role, 'OWNER'),
            eq(workspaces.demo, false),
          ),
        );
      if (memberships.length === 0) return [];
      const owners = await db
        .select({ workspaceId: workspaceMembers.workspaceId, facts: userModules })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .leftJoin(
          userModules,
          and(eq(userModules.userId, workspaceMembers.userId), eq(userModules.moduleId, workspaces.moduleId)),
        )
        .where(
          and(
            inArray(
              workspaceMembers.workspaceId,
              memberships.map((m) => m.workspaceId),
            ),
            eq(workspaceMembers.role, 'OWNER'),
            eq(workspaceMembers.status, 'ACTIVE'),
          ),
        );
      return memberships.flatMap((membership) =>
        owners
          .filter((owner) => owner.workspaceId === membership.workspaceId)
          .map((owner) => ({
            moduleId: membership.moduleId,
            memberSince: membership.since,
            ownerFacts: owner.facts,
          })),
      );
    },
  };
}

type FactsJson = Record<keyof SubscriptionFacts, string | null>;

const factsJson = (alias: string) =>
  sql.raw(`json_build_object('trialStartedAt', ${alias}.trial_started_at, 'trialEndsAt', ${alias}.trial_ends_at,
    'paidFrom', ${alias}.paid_from, 'paidUntil', ${alias}.paid_until)`);

/**
 * Selections that read, within a larger statement, what decides a user's status in the module of
 * `moduleColumn` (ModuleAccessFacts, turned back by `moduleAccessFacts`). The module itself is the caller's
 * join: pass its `beta` column.
 */
export function moduleAccessColumns(userId: SQLWrapper | string, moduleColumn: AnyColumn) {
  return {
    own: sql<FactsJson | null>`(select ${factsJson('um')} from user_modules um
      where um.user_id = ${userId} and um.module_id = ${moduleColumn})`,
    sharingOwners: sql<FactsJson[]>`(select coalesce(json_agg(${factsJson('owner_facts')}), '[]'::json)
      from workspace_members invited
      join workspaces shared on shared.id = invited.workspace_id
      join workspace_members owner on owner.workspace_id = shared.id and owner.role = 'OWNER'
        and owner.status = 'ACTIVE'
      join user_modules owner_facts on owner_facts.user_id = owner.user_id
        and owner_facts.module_id = shared.module_id
      where invited.user_id = ${userId} and invited.status = 'ACTIVE' and invited.role <> 'OWNER'
        and not shared.demo and shared.module_id = ${moduleColumn})`,
  };
}

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

const factsOf = (json: FactsJson | null): SubscriptionFacts | null =>
  json && {
    trialStartedAt: dateOrNull(json.trialStartedAt),
    trialEndsAt: dateOrNull(json.trialEndsAt),
    paidFrom: dateOrNull(json.paidFrom),
    paidUntil: dateOrNull(json.paidUntil),
  };

export function moduleAccessFacts(row: {
  moduleBeta: boolean | null;
  own: FactsJson | null;
  sharingOwners: FactsJson[] | null;
}): ModuleAccessFacts {
  return {
    module: row.moduleBeta === null ? null : { beta: row.moduleBeta },
    own: factsOf(row.own),
    sharingOwners: (row.sharingOwners ?? []).map(factsOf),
  };
}
