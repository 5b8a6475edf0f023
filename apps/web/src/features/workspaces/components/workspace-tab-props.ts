import type { Workspace } from '@hde/contracts/api';

/** What every tab of the workspace page receives. */
export interface WorkspaceTabProps {
  workspace: Workspace;
}
