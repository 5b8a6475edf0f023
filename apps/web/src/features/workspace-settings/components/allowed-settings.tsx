import Alert from '@mui/material/Alert';
import { can, type ModuleId } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { workspaceRoleOf } from '../../../lib/workspaces/workspace-role';
import type { SettingsOrigin } from './settings-origin';
import { WorkspaceSettings } from './workspace-settings';

/** The settings for owners and admins; a note for everyone else. */
export function AllowedSettings(props: { moduleId: ModuleId; workspace: Workspace; origin: SettingsOrigin }) {
  if (!can(workspaceRoleOf(props.workspace), 'workspace.settings')) {
    return <Alert severity="info">{WORKSPACE_SETTINGS_TEXT.notAllowed}</Alert>;
  }
  return <WorkspaceSettings {...props} />;
}
