import { CustomDashboardView } from '../../../dashboard-viewer';
import { MyDashboards } from '../../../dashboards';
import type { WorkspaceTabProps } from '../workspace-tab-props';

/**
 * My Dashboards: the workspace's custom dashboards, each drawn by the dashboard viewer when selected. The
 * Selected Dashboard View shows the badge beside the name, and its title is an h3, so widgets title with h4.
 */
export function DashboardsTab({ workspace }: WorkspaceTabProps) {
  return (
    <MyDashboards
      workspace={workspace}
      renderDashboard={(dashboardId) => (
        <CustomDashboardView dashboardId={dashboardId} showBadge={false} widgetHeading="h4" />
      )}
    />
  );
}
