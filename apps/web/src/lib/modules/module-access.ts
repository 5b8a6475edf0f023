import { OWNING_STATUSES, type ModuleStatus } from '@hde/contracts';

/**
 * Statuses that open a module's workspaces: own access (active or trial) and shared access through an
 * invitation. Workspace lists load for these (spec part 1 §4) and the routing rules count them as access.
 */
const ACCESS_STATUSES: readonly ModuleStatus[] = [...OWNING_STATUSES, 'SHARED_SUBSCRIPTION'];

export function hasModuleAccess(status: ModuleStatus): boolean {
  return ACCESS_STATUSES.includes(status);
}
