import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_VERSION_POLL_MS, dashboardDataVersionSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ANALYTICS_PATHS, dataVersionKey } from './analytics-keys';

/**
 * GET CASE/dashboard/{id}/version, polled while the dashboard is open: the widget queries are keyed by the data
 * version, so a finished import shows its counts without a reload. A failed poll is not retried; the next one
 * comes anyway.
 */
export function useDataVersion(workspaceId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: dataVersionKey(workspaceId),
    queryFn: ({ signal }) =>
      api.get(ANALYTICS_PATHS.version(workspaceId), dashboardDataVersionSchema, { signal }),
    refetchInterval: DASHBOARD_VERSION_POLL_MS,
    retry: false,
  });
}
