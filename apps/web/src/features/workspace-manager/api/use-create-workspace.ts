import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModuleId } from '@hde/contracts';
import { workspaceSchema, type WorkspaceWrite } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { addCreatedWorkspace } from '../../../lib/workspaces/workspace-cache';
import { workspaceApiBase } from '../../../lib/workspaces/workspace-module';

/** POST workspace/; the new workspace goes to the top of the module list. */
export function useCreateWorkspace(moduleId: ModuleId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkspaceWrite) =>
      api.post(`${workspaceApiBase(moduleId)}/workspace/`, workspaceSchema, body),
    onSuccess: (workspace) => addCreatedWorkspace(queryClient, moduleId, workspace),
  });
}
