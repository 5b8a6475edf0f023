import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModuleId } from '@hde/contracts';
import { workspaceDataCountsSchema } from '@hde/contracts/api';
import { noContent } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { workspaceApiBase } from '../../../lib/workspaces/workspace-module';
import { workspaceListQueryKey } from '../../../lib/workspaces/workspace-list-query';
import { removeDeletedWorkspace } from '../../../lib/workspaces/workspace-cache';

const workspacePath = (moduleId: ModuleId, workspaceId: string) =>
  `${workspaceApiBase(moduleId)}/workspace/${encodeURIComponent(workspaceId)}`;

/** GET workspace/{id}/data-counts: whether the workspace still holds cases or file imports. */
export function useHasWorkspaceData(moduleId: ModuleId, workspaceId: string) {
  const api = useApiClient();
  return async (): Promise<boolean> => {
    const counts = await api.get(
      `${workspacePath(moduleId, workspaceId)}/data-counts`,
      workspaceDataCountsSchema,
    );
    return counts.cases > 0 || counts.fileImports > 0;
  };
}

/** DELETE workspace/{id}; the list loses it at once, then reloads. */
export function useDeleteWorkspace(moduleId: ModuleId, workspaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(workspacePath(moduleId, workspaceId), noContent),
    onSuccess: () => removeDeletedWorkspace(queryClient, moduleId, workspaceId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceListQueryKey(moduleId) }),
  });
}
