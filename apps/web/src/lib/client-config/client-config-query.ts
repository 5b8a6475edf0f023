import { queryOptions } from '@tanstack/react-query';
import { clientConfigSchema } from '@hde/contracts/api';
import { createApiClient } from '../api/api-client';

/** Calls that need no token. */
const anonymousApi = createApiClient();

export const clientConfigQueryOptions = queryOptions({
  queryKey: ['app', 'client-config'] as const,
  queryFn: ({ signal }) => anonymousApi.get('/v2/app/client-config', clientConfigSchema, { signal }),
  staleTime: Infinity,
});
