import { useNavigate, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import type { ModuleId } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { SUCCESS_MESSAGES, WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useSetPublic } from '../api/use-set-public';
import { DangerZoneCard } from './danger-zone-card';
import type { SettingsOrigin } from './settings-origin';
import { PublicWorkspaceCard } from './public-workspace-card';
import { useDeleteWorkspaceFlow } from './use-delete-workspace-flow';
import { WorkspaceDetailsCard } from './workspace-details-card';

export interface WorkspaceSettingsProps {
  moduleId: ModuleId;
  workspace: Workspace;
  origin: SettingsOrigin;
}

/** The three settings cards: details, public workspace and the danger zone. */
export function WorkspaceSettings({ moduleId, workspace, origin }: WorkspaceSettingsProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const setPublic = useSetPublic(moduleId, workspace.id);
  const deletion = useDeleteWorkspaceFlow(moduleId, workspace.id, origin);

  const changePublic = async (enable: boolean) => {
    try {
      await setPublic.mutateAsync(enable);
    } catch (error) {
      console.error('Public dashboard change failed', error);
      notify({ severity: 'error', message: WORKSPACE_SETTINGS_TEXT.publicFailed });
      throw error;
    }
    // After enabling, the view moves to the Public Dashboard tab; after disabling, to Settings.
    if (enable) {
      if (origin === 'tab') setParams({ id: 'public' });
      else await navigate(`/${moduleId}/workspace/${encodeURIComponent(workspace.id)}?id=public`);
      return;
    }
    notify({ severity: 'success', message: SUCCESS_MESSAGES.publicDashboardDisabled });
    if (origin === 'tab') setParams({ id: 'settings' });
  };

  return (
    <Stack spacing={3}>
      <WorkspaceDetailsCard moduleId={moduleId} workspace={workspace} />
      <PublicWorkspaceCard workspace={workspace} pending={setPublic.isPending} onChange={changePublic} />
      <DangerZoneCard busy={deletion.busy} onDelete={deletion.start} />
    </Stack>
  );
}
