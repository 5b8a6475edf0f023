import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toxCaseCreatedSchema, type ToxCaseBody } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { TOX_CASE_PATHS, toxCasesKey } from './tox-case-keys';

/**
 * POST case/{workspaceId} (no `caseId`) or PUT case/{workspaceId}/{caseId} (a new version); either refreshes the
 * list, the stats and the open case.
 */
export function useSaveToxCase(workspaceId: string, caseId: string | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ToxCaseBody) =>
      caseId === undefined
        ? api.post(TOX_CASE_PATHS.create(workspaceId), toxCaseCreatedSchema, body)
        : api.put(TOX_CASE_PATHS.detail(workspaceId, caseId), toxCaseCreatedSchema, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: toxCasesKey(workspaceId) }),
  });
}
