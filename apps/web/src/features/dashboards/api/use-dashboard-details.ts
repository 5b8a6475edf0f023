import { useQuery } from '@tanstack/react-query';
import { dashboardPasswordRevealSchema, dashboardSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { DASHBOARD_PATHS, dashboardDetailsKey, dashboardPasswordKey } from './dashboard-keys';

/** GET .../dashboards/{id}: the dashboard as its managers edit it. */
export function useDashboardDetails(workspaceId: string, dashboardId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: dashboardDetailsKey(workspaceId, dashboardId),
    queryFn: ({ signal }) =>
      api.get(DASHBOARD_PATHS.one(workspaceId, dashboardId), dashboardSchema, { signal }),
  });
}

/**
 * GET .../reveal (spec part 2 §4): a PASSWORD dashboard's password, read as soon as its details open. Never
 * kept once the details close, and never retried: each reveal is recorded by the server.
 */
export function useRevealedPassword(workspaceId: string, dashboardId: string, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: dashboardPasswordKey(workspaceId, dashboardId),
    queryFn: async ({ signal }) => {
      const revealed = await api.get(
        DASHBOARD_PATHS.reveal(workspaceId, dashboardId),
        dashboardPasswordRevealSchema,
        { signal },
      );
      return revealed.password;
    },
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
}
