import { useQuery } from '@tanstack/react-query';
import { caseComparisonReplySchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { toxCasesKey } from './tox-case-keys';

const comparisonPath = (caseId: string) => `/v2/tox-insights/case/${encodeURIComponent(caseId)}`;

/**
 * GET /v2/tox-insights/case/{caseId} (spec §7.6, with the bearer token: ARCHITECTURE §4): the case's current
 * version beside the caller's other cases. Kept under the tox-cases key, so a save compares again.
 */
export function useToxCaseComparison(workspaceId: string, caseId: string, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...toxCasesKey(workspaceId), 'comparison', caseId] as const,
    queryFn: async ({ signal }) =>
      (await api.get(comparisonPath(caseId), caseComparisonReplySchema, { signal })).data,
    enabled,
    retry: false,
  });
}
