import { queryOptions, useQuery } from '@tanstack/react-query';
import { userModuleListSchema } from '@hde/contracts/api';
import type { ApiClient } from '../api/api-client';
import { useApiClient } from '../api/api-client-context';

export const modulesQueryKey = ['module-manager', 'modules'] as const;

function modulesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: modulesQueryKey,
    queryFn: ({ signal }) => api.get('/v2/module-manager/modules', userModuleListSchema, { signal }),
    select: (list) => list.items,
    staleTime: 60_000,
  });
}

/** The signed-in user's modules with their status (GET /v2/module-manager/modules). */
export function useModulesQuery() {
  const api = useApiClient();
  return useQuery(modulesQueryOptions(api));
}
