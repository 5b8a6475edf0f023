import { useContext } from 'react';
import { useMutation } from '@tanstack/react-query';
import { dashboardViewerTokenSchema } from '@hde/contracts/api';
import { DASHBOARD_VIEWER_PATHS } from './dashboard-viewer-keys';
import { PublicDashboardApiContext } from './public-api-client';
import { keepViewerToken } from './viewer-token-store';

/**
 * POST public/dashboards/{id}/unlock: the password of a PASSWORD dashboard for a short-lived viewer token bound to
 * it, kept for this tab's session. 400 or 401: wrong password; 429: too many attempts (Retry-After says how long).
 */
export function useUnlockDashboard(dashboardId: string) {
  const api = useContext(PublicDashboardApiContext);
  return useMutation({
    mutationFn: async (password: string) => {
      const viewerToken = await api.post(
        DASHBOARD_VIEWER_PATHS.unlock(dashboardId),
        dashboardViewerTokenSchema,
        {
          password,
        },
      );
      keepViewerToken(dashboardId, viewerToken);
      return viewerToken.token;
    },
  });
}
