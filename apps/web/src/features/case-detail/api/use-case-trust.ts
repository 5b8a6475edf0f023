import { useQuery } from '@tanstack/react-query';
import { TRUST_EVENT, trustInfoSchema, type TrustInfo } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { readEventData } from '../../../lib/api/server-sent-events';
import { CASE_PATHS, caseTrustKey } from './case-detail-keys';

/**
 * POST case/{workspaceId}/{caseId}/trust: the stream answers one event per version; the badge shows the
 * shown version's (the newest event when a newer version arrived meanwhile). Unknown while checking or when
 * the check fails, as for files.
 */
export function useCaseTrust(workspaceId: string, caseId: string, version: number | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: caseTrustKey(workspaceId, caseId, version ?? 0),
    queryFn: async ({ signal }): Promise<TrustInfo | null> => {
      const body = await api.postStream(CASE_PATHS.trust(workspaceId, caseId), undefined, { signal });
      let newest: TrustInfo | null = null;
      for await (const info of readEventData(body, TRUST_EVENT, trustInfoSchema)) {
        if (info.version === version) return info;
        newest = info;
      }
      return newest;
    },
    enabled: version !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
