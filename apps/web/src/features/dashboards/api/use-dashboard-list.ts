import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_LIMITS, dashboardListSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { DASHBOARD_PATHS, dashboardListKey } from './dashboard-keys';

/** The workspace's dashboards (spec part 2 §9): the first 100, the last updated first; paged in the browser. */
export function useDashboardList(workspaceId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: dashboardListKey(workspaceId),
    queryFn: ({ signal }) =>
      api.get(DASHBOARD_PATHS.list(workspaceId), dashboardListSchema, {
        query: { skip: 0, limit: DASHBOARD_LIMITS.list, sort: 'lastUpdated', direction: 'DESC' },
        signal,
      }),
    enabled,
  });
}
