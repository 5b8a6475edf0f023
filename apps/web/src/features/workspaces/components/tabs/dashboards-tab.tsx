import { CustomDashboardView } from '../../../dashboard-viewer';
import { MyDashboards } from '../../../dashboards';
import type { WorkspaceTabProps } from '../workspace-tab-props';

/** My Dashboards: the workspace's custom dashboards, each drawn by the dashboard viewer when selected. */
export function DashboardsTab({ workspace }: WorkspaceTabProps) {
  return (
    <MyDashboards
      workspace={workspace}
      renderDashboard={(dashboardId) => <CustomDashboardView dashboardId={dashboardId} />}
    />
  );
}
