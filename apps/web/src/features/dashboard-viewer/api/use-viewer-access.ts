import { useCallback, useState } from 'react';
import type { DashboardDefinition } from '@hde/contracts/api';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import type { DashboardBase } from './dashboard-viewer-keys';
import { useDashboardDefinition } from './use-dashboard-definition';
import { dropViewerToken, readViewerToken } from './viewer-token-store';

export type ViewerAccess =
  | { state: 'loading' }
  | { state: 'granted'; base: DashboardBase; definition: DashboardDefinition }
  | { state: 'password' }
  | { state: 'preparing' }
  | { state: 'denied' }
  | { state: 'failed'; retry(): void };

/**
 * How this viewer may see the dashboard (spec §2.10, §6, §7.2). Signed in: the app base, and on 403 (not
 * entitled there) the public one. Signed out: the public base only. A PASSWORD dashboard on the public base first
 * asks for its password (401); a viewer token it refuses is dropped. Nothing readable: denied.
 */
export function useViewerAccess(dashboardId: string, signedIn: boolean) {
  const [viewerToken, setViewerToken] = useState(() => readViewerToken(dashboardId));
  const app = useDashboardDefinition({ dashboardId, base: 'app', viewerToken: null, enabled: signedIn });
  const publicBase = !signedIn || isApiRequestError(app.error, 403);
  const anonymous = useDashboardDefinition({ dashboardId, base: 'public', viewerToken, enabled: publicBase });

  const dropToken = useCallback(() => {
    dropViewerToken(dashboardId);
    setViewerToken(null);
  }, [dashboardId]);
  // A refused token is dropped as soon as the refusal is seen: the next render asks without it.
  const tokenRefused = viewerToken !== null && isApiRequestError(anonymous.error, 401);
  if (tokenRefused) dropToken();

  const access = ((): ViewerAccess => {
    if (signedIn && !publicBase) {
      if (app.data) return { state: 'granted', base: 'app', definition: app.data };
      if (app.isPending) return { state: 'loading' };
      if (isApiRequestError(app.error, 404)) return { state: 'denied' };
      return { state: 'failed', retry: () => void app.refetch() };
    }
    if (anonymous.data) return { state: 'granted', base: 'public', definition: anonymous.data };
    if (anonymous.isPending || tokenRefused) return { state: 'loading' };
    if (isApiRequestError(anonymous.error, 401)) return { state: 'password' };
    if (isApiRequestError(anonymous.error, 503)) return { state: 'preparing' };
    if (isApiRequestError(anonymous.error, 403) || isApiRequestError(anonymous.error, 404)) {
      return { state: 'denied' };
    }
    return { state: 'failed', retry: () => void anonymous.refetch() };
  })();

  return { access, viewerToken, onUnlocked: setViewerToken, onViewerTokenRefused: dropToken };
}
