import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { metricsResponseSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { OVERVIEW_PATHS, metricsKey } from './overview-keys';

/**
 * GET workspace/{id}/metrics?year=: the three metric cards of a year; without a year, the server picks that of the
 * latest death. The cards on screen stay while another year loads.
 */
export function useWorkspaceMetrics(workspaceId: string, year: number | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: metricsKey(workspaceId, year),
    queryFn: ({ signal }) =>
      api.get(OVERVIEW_PATHS.metrics(workspaceId), metricsResponseSchema, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
}
