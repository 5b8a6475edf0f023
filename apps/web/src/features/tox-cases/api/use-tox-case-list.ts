import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toxCaseListSchema, toxCaseStatsSchema, type ToxCaseListBody } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { TOX_CASE_PATHS, toxCaseListKey, toxCaseStatsKey } from './tox-case-keys';

/** POST case/{workspaceId}/list: one page of the caller's cases, newest first; the last page stays while the next loads. */
export function useToxCaseList(workspaceId: string, body: ToxCaseListBody) {
  const api = useApiClient();
  return useQuery({
    queryKey: toxCaseListKey(workspaceId, body),
    queryFn: ({ signal }) => api.post(TOX_CASE_PATHS.list(workspaceId), toxCaseListSchema, body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET case/{workspaceId}/stats: the three stat cards. */
export function useToxCaseStats(workspaceId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: toxCaseStatsKey(workspaceId),
    queryFn: ({ signal }) => api.get(TOX_CASE_PATHS.stats(workspaceId), toxCaseStatsSchema, { signal }),
  });
}
