import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@hde/contracts/api';
import type { ApiClient } from '../api/api-client';
import { useApiClient } from '../api/api-client-context';

export const currentUserQueryKey = ['app', 'user'] as const;

function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => api.get('/v2/app/user/', userSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The user record query, for the boot gate and anything that needs its loading state. */
export function useCurrentUserQuery(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...currentUserQueryOptions(api), enabled: options.enabled ?? true });
}

/** The signed-in user. The shell renders only after the record loaded, so inside it this never waits. */
export function useCurrentUser(): User {
  const api = useApiClient();
  return useSuspenseQuery(currentUserQueryOptions(api)).data;
}
