import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicDashboardSchema } from '@hde/contracts/api';
import type { ApiClient } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { PUBLIC_DASHBOARD_PATHS, publicConfigurationKey } from './public-dashboard-keys';

/**
 * How often an open public dashboard asks again for its configuration: a live dashboard is published again after
 * every import, and a workspace made private must close. The answer carries an ETag, so an unchanged one is cheap.
 */
const CONFIGURATION_REFRESH_MS = 60_000;

/** True when the answer says the workspace is not, or no longer, public. */
export const isNotPublic = (error: unknown) => isApiRequestError(error, 404);

export const publicConfigurationOptions = (api: ApiClient, workspaceId: string) =>
  queryOptions({
    queryKey: publicConfigurationKey(workspaceId),
    queryFn: ({ signal }) =>
      api.get(PUBLIC_DASHBOARD_PATHS.configuration(workspaceId), publicDashboardSchema, { signal }),
    staleTime: CONFIGURATION_REFRESH_MS,
    refetchInterval: (query) => (isNotPublic(query.state.error) ? false : CONFIGURATION_REFRESH_MS),
    refetchOnWindowFocus: true,
    // The page prefetches it: a refusal already in hand is shown, not asked again as the view mounts.
    retryOnMount: false,
  });

/** GET public/CASE/dashboard/{id}/configuration: the published tabs and widgets; 404 when not public. */
export function usePublicConfiguration(workspaceId: string) {
  return useQuery(publicConfigurationOptions(useApiClient(), workspaceId));
}
