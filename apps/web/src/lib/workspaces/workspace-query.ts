import { useQuery } from '@tanstack/react-query';
import { workspaceSchema, type ModuleId } from '@hde/contracts';
import { useApiClient } from '../../../lib/api/api-client-context';
import { workspaceApiBase } from '../../../lib/workspaces/workspace-module';

export const workspaceQueryKey = (moduleId: ModuleId, workspaceId: string) =>
  ['workspaces', moduleId, 'detail', workspaceId] as const;

/** GET workspace/{id} on the module's base; skipped while the id is missing or "undefined" (spec part 1 §5). */
export function useWorkspaceQuery(moduleId: ModuleId, workspaceId: string | undefined) {
  const api = useApiClient();
  const id = workspaceId && workspaceId !== 'undefined' ? workspaceId : '';
  return useQuery({
    queryKey: workspaceQueryKey(moduleId, id),
    queryFn: ({ signal }) =>
      api.get(`${workspaceApiBase(moduleId)}/workspace/${encodeURIComponent(id)}`, workspaceSchema, {
        signal,
      }),
    enabled: id !== '',
  });
}
