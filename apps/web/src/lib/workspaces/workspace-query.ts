import { useQuery } from '@tanstack/react-query';
import type { ModuleId } from '@hde/contracts';
import { workspaceSchema } from '@hde/contracts/api';
import { useApiClient } from '../api/api-client-context';
import { workspaceApiBase } from './workspace-module';

/** How often a workspace is re-read while its public dashboard is being prepared. */
const PUBLIC_SYNC_POLL_MS = 2000;

export const workspaceQueryKey = (moduleId: ModuleId, workspaceId: string) =>
  ['workspaces', moduleId, 'detail', workspaceId] as const;

/**
 * GET workspace/{id} on the module's base; skipped while the id is missing or "undefined" (spec part 1 §5).
 * While publicDashboardSyncing is set, a server job is preparing the public dashboard and clears the flag
 * within seconds, so the workspace is polled until then.
 */
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
    refetchInterval: (query) => (query.state.data?.publicDashboardSyncing ? PUBLIC_SYNC_POLL_MS : false),
  });
}
