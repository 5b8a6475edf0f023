import type { Workspace } from '@hde/contracts';

/** What every tab of the workspace page receives. */
export interface WorkspaceTabProps {
  workspace: Workspace;
}
