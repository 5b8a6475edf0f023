import { PublicDashboardPreview } from '../../../public-dashboard';
import type { WorkspaceTabProps } from '../workspace-tab-props';

/** The Public Dashboard tab: what the public sees of the workspace, its link and the Privacy Report. */
export function PublicTab({ workspace }: WorkspaceTabProps) {
  return <PublicDashboardPreview workspace={workspace} />;
}
