import type { Workspace } from '@hde/contracts/api';
import { isWorkspaceModule } from '../../../lib/workspaces/workspace-module';
import { AllowedSettings } from '../components/allowed-settings';

/** The Settings tab of the workspace page (?id=settings). */
export function WorkspaceSettingsTab({ workspace }: { workspace: Workspace }) {
  const moduleId = isWorkspaceModule(workspace.moduleId) ? workspace.moduleId : 'mdi';
  return <AllowedSettings moduleId={moduleId} workspace={workspace} origin="tab" />;
}
