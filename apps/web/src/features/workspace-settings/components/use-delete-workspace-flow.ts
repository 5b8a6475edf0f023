import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ModuleId } from '@hde/contracts';
import {
  CONFIRMATION_MESSAGES,
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  WORKSPACE_SETTINGS_TEXT,
} from '@hde/contracts/text';
import { useConfirm } from '../../../components/confirmation/confirm-context';
import { useNotify } from '../../../components/snackbar/notify-context';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { workspaceQueryKey } from '../../../lib/workspaces/workspace-query';
import { useSupport } from '../../support';
import { useDeleteWorkspace, useHasWorkspaceData } from '../api/use-delete-workspace';
import type { SettingsOrigin } from './settings-origin';

/**
 * Delete (spec part 1 §2, §4): a workspace with cases or file imports cannot be deleted here, so its dialog
 * offers support instead; otherwise the delete confirmation, the call, the notice and the way out — the
 * Workspace Manager when deletion started there, else the home path.
 */
export function useDeleteWorkspaceFlow(moduleId: ModuleId, workspaceId: string, origin: SettingsOrigin) {
  const confirm = useConfirm();
  const notify = useNotify();
  const { openSupport } = useSupport();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasData = useHasWorkspaceData(moduleId, workspaceId);
  const deletion = useDeleteWorkspace(moduleId, workspaceId);
  const [checking, setChecking] = useState(false);

  const explainDataFound = async () => {
    const contact = await confirm({
      type: 'unableDeleteWorkspace',
      title: WORKSPACE_SETTINGS_TEXT.dataFoundDialog.title,
      message: WORKSPACE_SETTINGS_TEXT.dataFoundDialog.body,
    });
    if (contact) openSupport({ topic: 'support', moduleId });
  };

  const failed = (error: unknown) => {
    console.error('Workspace deletion failed', error);
    notify({ severity: 'error', message: ERROR_MESSAGES.deleteWorkspace });
  };

  const start = async () => {
    setChecking(true);
    let withData: boolean;
    try {
      withData = await hasData();
    } catch (error) {
      failed(error);
      return;
    } finally {
      setChecking(false);
    }
    if (withData) return explainDataFound();

    const confirmed = await confirm({
      type: 'deleteWorkspace',
      title: WORKSPACE_SETTINGS_TEXT.deleteDialog.title,
      message: CONFIRMATION_MESSAGES.deleteWorkspace,
    });
    if (!confirmed) return;
    try {
      await deletion.mutateAsync();
    } catch (error) {
      // Data may have arrived between the check and the delete.
      if (isApiRequestError(error, 409)) return explainDataFound();
      failed(error);
      return;
    }
    notify({ severity: 'success', message: SUCCESS_MESSAGES.workspaceDeleted });
    await navigate(origin === 'manager' ? `/${moduleId}/workspace-manager` : '/', { replace: true });
    queryClient.removeQueries({ queryKey: workspaceQueryKey(moduleId, workspaceId) });
  };

  return { start: () => void start(), busy: checking || deletion.isPending };
}
