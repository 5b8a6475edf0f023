import { AnalyticsPage } from '../../../analytics';
import type { WorkspaceTabProps } from '../workspace-tab-props';

/** The analytics tab: the workspace's dashboards, or the case opened from them. */
export function AnalyticsTab({ workspace }: WorkspaceTabProps) {
  return <AnalyticsPage workspace={workspace} />;
}
