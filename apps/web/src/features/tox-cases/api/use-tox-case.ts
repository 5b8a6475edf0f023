import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TOX_CASE_REFETCH_MS } from '@hde/contracts';
import { toxCaseSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { TOX_CASE_PATHS, toxCaseKey } from './tox-case-keys';

/**
 * GET case/{workspaceId}/{caseId}[/{version}]: one version, the latest when `version` is undefined. Asked again
 * every TOX_CASE_REFETCH_MS while its insights are PENDING (spec §4). The version shown stays while another
 * loads, so the version selector keeps its place and the focus.
 */
export function useToxCase(workspaceId: string, caseId: string, version: number | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: toxCaseKey(workspaceId, caseId, version),
    queryFn: ({ signal }) =>
      api.get(
        version === undefined
          ? TOX_CASE_PATHS.detail(workspaceId, caseId)
          : TOX_CASE_PATHS.version(workspaceId, caseId, version),
        toxCaseSchema,
        { signal },
      ),
    // A failed re-fetch stops asking: its notice is shown once, not every few seconds.
    refetchInterval: (query) =>
      query.state.status === 'success' && query.state.data?.summary.status === 'PENDING'
        ? TOX_CASE_REFETCH_MS
        : false,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
