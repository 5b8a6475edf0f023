import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModuleId } from '@hde/contracts';
import { workspaceSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { storeWorkspace } from '../../../lib/workspaces/workspace-cache';
import { workspaceApiBase } from '../../../lib/workspaces/workspace-module';

/**
 * POST workspace/{id}/public/ENABLE or DISABLE. Enabling answers with publicDashboardSyncing set, which makes
 * the workspace query poll until the server's preparation job clears it.
 */
export function useSetPublic(moduleId: ModuleId, workspaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enable: boolean) =>
      api.post(
        `${workspaceApiBase(moduleId)}/workspace/${encodeURIComponent(workspaceId)}/public/${enable ? 'ENABLE' : 'DISABLE'}`,
        workspaceSchema,
      ),
    onSuccess: (workspace) => storeWorkspace(queryClient, moduleId, workspace),
  });
}
