import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { ledgerRoutes } from '../../features/ledger/ledger-routes';
import { publicDashboardRoutes } from '../../features/public-dashboard/public-dashboard-routes';
import { createApiClient } from '../../lib/api/api-client';
import { ApiClientContext } from '../../lib/api/api-client-context';

/** Public pages call the API without a token. */
const anonymousApi = createApiClient();

/**
 * Paths containing "public" (the public dashboards) and the proof-ledger explorer: no sign-in, no shell, so they
 * also work inside another site's iframe. The public dashboard routes end with the 404 page of any other path.
 */
export function PublicRoutes() {
  const routes = useRoutes([...ledgerRoutes, ...publicDashboardRoutes]);
  return (
    <ApiClientContext value={anonymousApi}>
      <Suspense fallback={<LoadingScreen />}>{routes}</Suspense>
    </ApiClientContext>
  );
}
