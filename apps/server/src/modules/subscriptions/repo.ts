import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { modules, userModules, workspaceMembers, workspaces } from '../../platform/db/schema.js';
import type { SubscriptionFacts } from './status.js';

export type ModuleRow = typeof modules.$inferSelect;
export type UserModuleRow = typeof userModules.$inferSelect;

export interface SharedGrant {
  moduleId: string;
  memberSince: Date;
  ownerFacts: SubscriptionFacts | null;
}

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
