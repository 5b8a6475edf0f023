import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModuleId } from '@hde/contracts';
import { workspaceSchema, type WorkspaceWrite } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { storeWorkspace } from '../../../lib/workspaces/workspace-cache';
import { workspaceApiBase } from '../../../lib/workspaces/workspace-module';

/** PUT workspace/{id} with name, description and icon; the reply replaces the cached workspace. */
export function useUpdateWorkspace(moduleId: ModuleId, workspaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkspaceWrite) =>
      api.put(
        `${workspaceApiBase(moduleId)}/workspace/${encodeURIComponent(workspaceId)}`,
        workspaceSchema,
        body,
      ),
    onSuccess: (workspace) => storeWorkspace(queryClient, moduleId, workspace),
  });
}
