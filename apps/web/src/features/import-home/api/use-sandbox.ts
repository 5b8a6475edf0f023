import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dummyDataResponseSchema } from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useApiClient } from '../../../lib/api/api-client-context';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useHasWorkspaceData } from '../../workspace-settings';
import { workspaceDataKey } from '../../../lib/workspaces/workspace-data-key';

const hasDataKey = (workspaceId: string) => [...workspaceDataKey(workspaceId), 'has-data'] as const;

/**
 * Whether the workspace already holds cases or file imports (GET workspace/{id}/data-counts). It sits under
 * the workspace data key, so a finished import asks again.
 */
export function useWorkspaceHasData(workspaceId: string) {
  const hasData = useHasWorkspaceData('mdi', workspaceId);
  return useQuery({ queryKey: hasDataKey(workspaceId), queryFn: hasData });
}

/**
 * POST workspace/{id}/dummy-data: starts the sandbox import of synthetic cases and answers its import id.
 * A 409 means the workspace has data by now, so the data check runs again.
 */
export function useCreateSandbox(workspaceId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: () =>
      api.post(`/v2/app/workspace/${encodeURIComponent(workspaceId)}/dummy-data`, dummyDataResponseSchema),
    onError: (error) => {
      notify({ severity: 'error', message: ERROR_MESSAGES.dummyData });
      if (isApiRequestError(error, 409)) {
        void queryClient.invalidateQueries({ queryKey: hasDataKey(workspaceId) });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hasDataKey(workspaceId) }),
  });
}
