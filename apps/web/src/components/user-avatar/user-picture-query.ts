import { useQuery } from '@tanstack/react-query';
import { blobBody } from '../../lib/api/api-client';
import { useApiClient } from '../../lib/api/api-client-context';
import { isApiRequestError } from '../../lib/api/api-request-error';
import { useObjectUrl } from './use-object-url';

/**
 * The user's picture as an object URL. The picture path needs the bearer token, so an <img src> cannot
 * load it directly. A 404 means no picture: logged quietly, initials are shown.
 */
export function useUserPictureUrl(picturePath: string | null): string | undefined {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['app', 'user-picture', picturePath],
    queryFn: async ({ signal }) => {
      try {
        return await api.get(picturePath as string, blobBody, { signal, headers: { Accept: 'image/*' } });
      } catch (error) {
        if (!isApiRequestError(error, 404)) throw error;
        console.debug('No profile picture', picturePath);
        return null;
      }
    },
    enabled: Boolean(picturePath),
    // The path carries a version token, so a stored picture never goes stale.
    staleTime: Infinity,
    retry: false,
  });
  return useObjectUrl(query.data);
}
