import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PICTURE_FIELD, userSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { currentUserQueryKey } from '../../../lib/auth/current-user-query';

/** POST /v2/app/user/pic (multipart); the reply carries the new picture path. */
export function useUploadPicture() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(PICTURE_FIELD, file);
      return api.post('/v2/app/user/pic', userSchema, body);
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
