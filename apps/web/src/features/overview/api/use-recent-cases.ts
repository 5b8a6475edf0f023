import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RECENT_CASES_PAGE_SIZE } from '@hde/contracts';
import { recentCasesResponseSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { OVERVIEW_PATHS, recentCasesKey } from './overview-keys';

/** GET workspace/{id}/recent-cases: one page of the deaths of the last 60 days; the page on screen stays while the next loads. */
export function useRecentCases(workspaceId: string, skip: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: recentCasesKey(workspaceId, skip),
    queryFn: ({ signal }) =>
      api.get(OVERVIEW_PATHS.recentCases(workspaceId), recentCasesResponseSchema, {
        query: { skip, limit: RECENT_CASES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
