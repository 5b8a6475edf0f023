import { can } from '@hde/contracts';
import { FEATURE_FLAGS, type Workspace } from '@hde/contracts/api';
import { useFeatureFlags } from '../../../lib/feature-flags/use-feature-flags';
import { workspaceRoleOf } from '../../../lib/workspaces/workspace-role';
import { useDashboardList } from '../../dashboards';

export interface MyDashboardsVisibility {
  /** The multiple-dashboards flag is on, the role manages dashboards and the list holds at least one. */
  shows: boolean;
  /** The flags or the list are still being read, so whether the tab shows is not known yet. */
  pending: boolean;
}

/** My Dashboards shows when the multiple-dashboards flag is on and the user has at least one dashboard (§2.2). */
export function useShowsMyDashboards(workspace: Workspace): MyDashboardsVisibility {
  const flags = useFeatureFlags();
  // Custom dashboards are saved from death-investigation workspaces only.
  const manages =
    workspace.moduleId === 'mdi' && can(workspaceRoleOf(workspace), 'workspace.dashboards.manage');
  const asked = manages && flags.isFeatureOn(FEATURE_FLAGS.multipleDashboards);
  const list = useDashboardList(workspace.id, { enabled: asked });
  return {
    shows: asked && (list.data?.items.length ?? 0) > 0,
    pending: manages && (flags.pending || (asked && list.isPending)),
  };
}
