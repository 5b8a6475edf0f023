import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useApiClient } from '../../../lib/api/api-client-context';
import { currentUserQueryKey } from '../../../lib/auth/current-user-query';

/** PUT user/default-workspace: the primary workspace (userConfiguration.defaultWorkspace), or none. */
export function useSetDefaultWorkspace() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (workspaceId: string | null) =>
      api.put('/v2/app/user/default-workspace', userSchema, { workspaceId }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
    onError: (error) => {
      console.error('Default workspace could not be saved', error);
      notify({ severity: 'error', message: ERROR_MESSAGES.userConfigUpdate });
    },
  });
}
