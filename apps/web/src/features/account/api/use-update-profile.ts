import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type ProfileUpdate } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { currentUserQueryKey } from '../../../lib/auth/current-user-query';

/** PUT /v2/app/user/ (My Details); the reply replaces the cached user. */
export function useUpdateProfile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => api.put('/v2/app/user/', userSchema, profile),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
