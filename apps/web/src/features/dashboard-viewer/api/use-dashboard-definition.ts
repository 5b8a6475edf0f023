import { useQuery } from '@tanstack/react-query';
import { dashboardDefinitionSchema } from '@hde/contracts/api';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { dashboardDefinitionKey, DASHBOARD_VIEWER_PATHS, type DashboardBase } from './dashboard-viewer-keys';
import { useDashboardApi } from './public-api-client';
import { viewerTokenHeaders } from './viewer-token-store';

/** The page and the view it draws read one definition: the view's mount does not ask again. */
const DEFINITION_STALE_MS = 60_000;
/** A shared dashboard being prepared (503) is asked again this often, until its answers are published. */
const PREPARING_POLL_MS = 3_000;

export interface DashboardDefinitionRequest {
  dashboardId: string;
  base: DashboardBase;
  /** The viewer token of a PASSWORD dashboard on the public base. */
  viewerToken: string | null;
  enabled?: boolean;
}

/**
 * GET {base}/dashboards/{id}: the configuration and what the viewer may do. Signed in: 403 (not entitled) or 404;
 * public: 404 (private or unknown), 401 (a password is needed, or the viewer token expired) or 503 (its answers
 * are being published: asked again every few seconds).
 */
export function useDashboardDefinition({
  dashboardId,
  base,
  viewerToken,
  enabled = true,
}: DashboardDefinitionRequest) {
  const api = useDashboardApi(base);
  return useQuery({
    queryKey: dashboardDefinitionKey(dashboardId, base, viewerToken),
    queryFn: ({ signal }) =>
      api.get(DASHBOARD_VIEWER_PATHS.definition(base, dashboardId), dashboardDefinitionSchema, {
        signal,
        headers: viewerTokenHeaders(viewerToken),
      }),
    enabled,
    staleTime: DEFINITION_STALE_MS,
    refetchInterval: (query) => (isApiRequestError(query.state.error, 503) ? PREPARING_POLL_MS : false),
  });
}
