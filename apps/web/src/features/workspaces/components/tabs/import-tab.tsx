import { ImportHome } from '../../../import-home';
import type { WorkspaceTabProps } from '../workspace-tab-props';

/** The import tab: the sandbox and the wizard, tips, template downloads and the workspace's file uploads. */
export function ImportTab({ workspace }: WorkspaceTabProps) {
  return <ImportHome workspaceId={workspace.id} />;
}
