import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COUNT_KEY, queryResultSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ANALYTICS_PATHS, caseCountKey } from './analytics-keys';

/**
 * The number of cases in the workspace, with no filter and no search: zero means nothing has been imported, which
 * the analytics tab says instead of an empty chart per widget. Keyed by the data version, so an import shows.
 */
export function useCaseCount(workspaceId: string, dataVersion: number | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: caseCountKey(workspaceId, dataVersion),
    queryFn: async ({ signal }) => {
      const result = await api.post(
        ANALYTICS_PATHS.query(workspaceId),
        queryResultSchema,
        { addCount: true },
        { signal },
      );
      const count = result.items[0]?.[COUNT_KEY];
      return typeof count === 'number' ? count : null;
    },
    enabled,
    // A new data version keeps the dashboard on screen while the count is asked again.
    placeholderData: keepPreviousData,
  });
}
