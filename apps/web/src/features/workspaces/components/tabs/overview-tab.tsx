import { OverviewPage } from '../../../overview';
import type { WorkspaceTabProps } from '../workspace-tab-props';

/** The overview tab: counts, latest cases, feature cards and turnaround metrics of the workspace. */
export function OverviewTab({ workspace }: WorkspaceTabProps) {
  return <OverviewPage workspace={workspace} />;
}
