import type { modules, userModules } from '../../platform/db/schema.js';
import type { SubscriptionFacts } from './status.js';

export type ModuleRow = typeof modules.$inferSelect;
export type UserModuleRow = typeof userModules.$inferSelect;

export interface SharedGrant {
  moduleId: string;
  memberSince: Date;
  ownerFacts: SubscriptionFacts | null;
}

/** What decides one user's status in one module, read in one statement by the workspace gate. */
export interface ModuleAccessFacts {
  /** The module's row; null when there is no such module. */
  module: { beta: boolean } | null;
  /** The user's own subscription facts in it. */
  own: SubscriptionFacts | null;
  /** The owners' facts of every workspace of the module the user was invited into (not as owner). */
  sharingOwners: (SubscriptionFacts | null)[];
}
