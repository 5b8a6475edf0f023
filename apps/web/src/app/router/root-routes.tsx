import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { dashboardViewerIdOf } from '../../features/dashboard-viewer/dashboard-viewer-path';
import { isLedgerPath } from '../../features/ledger/ledger-paths';
import { isPublicPath } from '../../lib/auth/auth-paths';
import { ClientConfigGate } from '../session/client-config-gate';
import { OidcSessionProvider } from '../session/oidc-session-provider';
import { DashboardViewerRoute } from './dashboard-viewer-route';
import { PublicRoutes } from './public-routes';
import { preloadShellPage } from './shell-routes';
import { SignedInRoutes } from './signed-in-routes';

export function RootRoutes() {
  const { pathname, search } = useLocation();
  useEffect(() => preloadShellPage({ pathname, search }), [pathname, search]);
  const dashboardId = dashboardViewerIdOf(pathname);
  if (dashboardId !== null) return <DashboardViewerRoute key={dashboardId} dashboardId={dashboardId} />;
  if (isPublicPath(pathname) || isLedgerPath(pathname)) return <PublicRoutes />;
  return (
    <ClientConfigGate>
      <OidcSessionProvider>
        <SignedInRoutes />
      </OidcSessionProvider>
    </ClientConfigGate>
  );
}
