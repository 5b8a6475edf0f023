import { and, eq } from 'drizzle-orm';
import { OWNING_STATUSES, TRIAL_DAYS, type ModuleStatus } from '@hde/contracts';
import type { UserModule } from '@hde/contracts/api';
import { SUBSCRIPTION_ERRORS } from '@hde/contracts/text';
import { recordActivity } from '../../platform/activity.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { userModules, type users } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createSubscriptionRepo } from './repo.js';
import { deriveModuleStatus, nextStatusChange, type SubscriptionFacts } from './status.js';
import type { ModuleAccessFacts, ModuleRow, SharedGrant, UserModuleRow } from './types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export interface ModuleView {
  module: ModuleRow;
  status: ModuleStatus;
  userModule: UserModule;
}

function ownsAccess(facts: SubscriptionFacts | null, now: Date): boolean {
  return OWNING_STATUSES.includes(deriveModuleStatus({ facts, sharedByActiveOwner: false, now }));
}

/** Beta modules exist only for beta users. */
const isVisible = (module: { beta: boolean }, user: UserRow) => !module.beta || user.beta;

function toUserModule(
  module: ModuleRow,
  status: ModuleStatus,
  facts: UserModuleRow | null,
  shared: SharedGrant | undefined,
  demoWorkspace: string | null,
): UserModule {
  const startDate = facts?.paidFrom ?? facts?.trialStartedAt ?? null;
  const endDate = facts?.paidUntil ?? facts?.trialEndsAt ?? null;
  const ownSubscription = facts
    ? { createdAt: facts.createdAt.toISOString(), expiryDate: endDate?.toISOString() ?? null }
    : null;
  const sharedSubscription =
    status === 'SHARED_SUBSCRIPTION' && shared
      ? {
          createdAt: shared.memberSince.toISOString(),
          expiryDate: (shared.ownerFacts?.paidUntil ?? shared.ownerFacts?.trialEndsAt)?.toISOString() ?? null,
        }
      : null;
  return {
    moduleId: module.id,
    name: module.name,
    card: status,
    status,
    subscription: sharedSubscription ?? ownSubscription,
    enabled: !module.inDevelopment,
    beta: module.beta,
    inDevelopment: module.inDevelopment,
    config: { demoWorkspace },
    times: { startDate: startDate?.toISOString() ?? null, endDate: endDate?.toISOString() ?? null },
  };
}

/** Module access of one user (spec part 1 §1, §4; docs/SUBSCRIPTIONS.md). The clock is injected for tests. */
export function createSubscriptionService(db: Database, clock: () => Date = () => new Date()) {
  const repo = createSubscriptionRepo(db);

  async function modulesOf(user: UserRow): Promise<ModuleView[]> {
    const now = clock();
    const [catalogue, facts, shared, demos] = await Promise.all([
      repo.modules(),
      repo.factsOf(user.id),
      repo.sharedGrants(user.id),
      repo.demoWorkspaces(),
    ]);
    return catalogue
      .filter((module) => isVisible(module, user))
      .map((module) => {
        const own = facts.find((f) => f.moduleId === module.id) ?? null;
        const activeShare = shared.find((s) => s.moduleId === module.id && ownsAccess(s.ownerFacts, now));
        const status = deriveModuleStatus({ facts: own, sharedByActiveOwner: Boolean(activeShare), now });
        const demoWorkspace = demos.find((d) => d.moduleId === module.id)?.id ?? null;
        return { module, status, userModule: toUserModule(module, status, own, activeShare, demoWorkspace) };
      });
  }

  return {
    modulesOf,

    /** `statusOf` from facts already read (ModuleAccessFacts), at this service's clock. */
    statusFrom(user: UserRow, { module, own, sharingOwners }: ModuleAccessFacts): ModuleStatus | undefined {
      if (!module || !isVisible(module, user)) return undefined;
      const now = clock();
      const sharedByActiveOwner = sharingOwners.some((owner) => ownsAccess(owner, now));
      return deriveModuleStatus({ facts: own, sharedByActiveOwner, now });
    },

    /** This service's clock. */
    now: clock,

    /** When `statusFrom` may next answer otherwise for the same facts (`nextStatusChange`); undefined: never. */
    statusChangesAt({ own, sharingOwners }: ModuleAccessFacts): Date | undefined {
      return nextStatusChange([own, ...sharingOwners], clock());
    },

    /** The status of one module, or undefined when the module does not exist for this user. */
    async statusOf(user: UserRow, moduleId: string): Promise<ModuleStatus | undefined> {
      return (await modulesOf(user)).find((view) => view.module.id === moduleId)?.status;
    },

    /** Starts the 90-day free trial of a module; refused for unknown, beta (non-beta user), in-development or started modules. */
    async startTrial(
      user: UserRow,
      moduleId: string,
      options: { alsoInTransaction?: (tx: Transaction) => Promise<unknown> } = {},
    ): Promise<ModuleView> {
      const view = (await modulesOf(user)).find((v) => v.module.id === moduleId);
      if (!view) throw new HttpError(404, SUBSCRIPTION_ERRORS.moduleNotFound);
      if (view.module.inDevelopment) throw new HttpError(409, SUBSCRIPTION_ERRORS.inDevelopment);
      const existing = await db
        .select()
        .from(userModules)
        .where(and(eq(userModules.userId, user.id), eq(userModules.moduleId, moduleId)));
      if (existing.length > 0) throw new HttpError(409, SUBSCRIPTION_ERRORS.alreadyExists);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.insert(userModules).values({
          userId: user.id,
          moduleId,
          trialStartedAt: now,
          trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        });
        await recordActivity(tx, {
          userId: user.id,
          collectionName: 'user_modules',
          action: 'START_TRIAL',
          details: { moduleId },
        });
        await options.alsoInTransaction?.(tx);
      });
      const started = (await modulesOf(user)).find((v) => v.module.id === moduleId);
      if (!started) throw new HttpError(404, SUBSCRIPTION_ERRORS.moduleNotFound);
      return started;
    },

    /** The date shown as userConfiguration.expirationDate: the end of the user's MDI period, if any. */
    async expirationDate(user: UserRow): Promise<string | null> {
      const mdi = (await modulesOf(user)).find((v) => v.module.id === 'mdi');
      return mdi?.userModule.times.endDate ?? null;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
