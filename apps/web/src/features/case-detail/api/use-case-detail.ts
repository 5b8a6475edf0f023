import { useQuery } from '@tanstack/react-query';
import { caseDetailSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { CASE_PATHS, caseDetailKey } from './case-detail-keys';

/** GET case/{workspaceId}/{caseId}: the latest version of the case with its lists. */
export function useCaseDetail(workspaceId: string, caseId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: caseDetailKey(workspaceId, caseId),
    queryFn: ({ signal }) => api.get(CASE_PATHS.detail(workspaceId, caseId), caseDetailSchema, { signal }),
    staleTime: 60_000,
  });
}
