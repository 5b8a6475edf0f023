import {
  WORKSPACE_TABS,
  WORKSPACE_TAB_ACTIONS,
  can,
  type AnyWorkspaceRole,
  type ModuleId,
  type WorkspaceTab,
} from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';

/** Tabs of each module, in the order they show (spec part 2 §2.2). */
const MODULE_TABS: Record<ModuleId, readonly WorkspaceTab[]> = {
  mdi: ['overview', 'analytics', 'import', 'public', 'management', 'settings', 'dashboards'],
  tox: ['case-analytics', 'trends'],
};

/** The tab shown when the address names none: Overview, or Case Analytics in the toxicology module. */
export function defaultTab(moduleId: ModuleId): WorkspaceTab {
  return MODULE_TABS[moduleId][0] ?? 'overview';
}

export interface TabRules {
  role: AnyWorkspaceRole | null;
  workspace: Pick<Workspace, 'public'>;
  /** The multiple-dashboards flag is on and the user has at least one dashboard. */
  showsMyDashboards: boolean;
}

/** The tabs the role may see, with the extra rules for Public Dashboard and My Dashboards. */
export function visibleTabs(
  moduleId: ModuleId,
  { role, workspace, showsMyDashboards }: TabRules,
): WorkspaceTab[] {
  return MODULE_TABS[moduleId].filter((tab) => {
    if (!can(role, WORKSPACE_TAB_ACTIONS[tab])) return false;
    if (tab === 'public') return workspace.public;
    if (tab === 'dashboards') return showsMyDashboards;
    return true;
  });
}

/**
 * What the page does with the tab its address names: show it; say the role may not see it; open the default
 * tab instead when the tab is merely not there (a private workspace's Public Dashboard, no saved dashboards); or
 * say the tab is unknown.
 */
export type TabOutcome = 'show' | 'forbidden' | 'default' | 'unknown';

export function tabOutcome(moduleId: ModuleId, tab: string, rules: TabRules): TabOutcome {
  if (!isWorkspaceTab(tab) || !MODULE_TABS[moduleId].includes(tab)) return 'unknown';
  if (visibleTabs(moduleId, rules).includes(tab)) return 'show';
  if (!can(rules.role, WORKSPACE_TAB_ACTIONS[tab])) return 'forbidden';
  return 'default';
}

function isWorkspaceTab(value: string): value is WorkspaceTab {
  return (WORKSPACE_TABS as readonly string[]).includes(value);
}
