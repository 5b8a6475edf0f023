import { useQuery } from '@tanstack/react-query';
import { TRUST_EVENT, trustInfoSchema, type TrustInfo } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { readEventData } from '../../../lib/api/server-sent-events';
import { TOX_CASE_PATHS, toxCaseTrustKey } from './tox-case-keys';

/**
 * POST case/{workspaceId}/{caseId}/{version}/trust: the same event stream as an imported case's trust check; the
 * badge shows the asked version's event. Unknown while checking or when the check fails. Checked again once the
 * version is sealed (`transactionId` arrives with a re-fetch of the case).
 */
export function useToxCaseTrust(
  workspaceId: string,
  caseId: string,
  version: number,
  transactionId: string | null,
) {
  const api = useApiClient();
  return useQuery({
    queryKey: toxCaseTrustKey(workspaceId, caseId, version, transactionId),
    queryFn: async ({ signal }): Promise<TrustInfo | null> => {
      const body = await api.postStream(TOX_CASE_PATHS.trust(workspaceId, caseId, version), undefined, {
        signal,
      });
      let found: TrustInfo | null = null;
      for await (const info of readEventData(body, TRUST_EVENT, trustInfoSchema)) {
        if (info.version === version) found = info;
      }
      return found;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}
