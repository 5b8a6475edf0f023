import type { UserModule } from '@hde/contracts/api';
import { MODULE_STATUS_CHIPS } from '@hde/contracts/text';

export const MODULE_TABS = ['active', 'available', 'expired', 'inDevelopment'] as const;
export type ModuleTab = (typeof MODULE_TABS)[number];

const ended = (module: UserModule) => MODULE_STATUS_CHIPS[module.card].includes('Ended');

/**
 * Tab membership (spec part 1 §4): Active = has a subscription and the card's chip does not say "Ended";
 * Available = no subscription, enabled and not in development; Expired = the chip says "Ended";
 * Modules in Development = in development (never in the other tabs).
 */
const IN_TAB: Record<ModuleTab, (module: UserModule) => boolean> = {
  active: (module) => !module.inDevelopment && module.subscription !== null && !ended(module),
  available: (module) => !module.inDevelopment && module.subscription === null && module.enabled,
  expired: (module) => !module.inDevelopment && ended(module),
  inDevelopment: (module) => module.inDevelopment,
};

export function modulesInTab(modules: readonly UserModule[], tab: ModuleTab): UserModule[] {
  return modules.filter(IN_TAB[tab]);
}

/**
 * The tab the page opens on: Active, or for a user with no active module the first tab that holds one, so a
 * new user sees the Free Trial and Explore Demo buttons without looking for them.
 */
export function openingTab(modules: readonly UserModule[]): ModuleTab {
  const tabs: readonly ModuleTab[] = ['active', 'available', 'expired'];
  return tabs.find((tab) => modulesInTab(modules, tab).length > 0) ?? 'active';
}
