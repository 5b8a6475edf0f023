import { useQuery } from '@tanstack/react-query';
import { COUNT_KEY, queryResultSchema, type AnalyticsArea } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { OVERVIEW_PATHS, workspaceCountKey } from './overview-keys';

/** The areas behind the count cards: cases, file imports and activities. */
export type CountedArea = Extract<AnalyticsArea, 'CASE' | 'FILE' | 'ACTIVITY'>;

/** POST {AREA}/dashboard/{id}/query `{ addCount: true }`: the number of rows of an area (`items[0].COUNT`). */
export function useWorkspaceCount(workspaceId: string, area: CountedArea) {
  const api = useApiClient();
  return useQuery({
    queryKey: workspaceCountKey(workspaceId, area),
    queryFn: async ({ signal }): Promise<number> => {
      const result = await api.post(
        OVERVIEW_PATHS.query(workspaceId, area),
        queryResultSchema,
        { addCount: true },
        { signal },
      );
      return Number(result.items[0]?.[COUNT_KEY] ?? 0);
    },
  });
}
