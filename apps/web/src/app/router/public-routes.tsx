import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { NotFoundPage } from '../../components/not-found-page';
import { ledgerRoutes } from '../../features/ledger/ledger-routes';
import { createApiClient } from '../../lib/api/api-client';
import { ApiClientContext } from '../../lib/api/api-client-context';

/** Public pages call the API without a token. */
const anonymousApi = createApiClient();

/**
 * Paths containing "public" and the proof-ledger explorer: no sign-in, no shell. Public dashboards arrive in
 * a later issue.
 */
export function PublicRoutes() {
  const routes = useRoutes([...ledgerRoutes, { path: '*', element: <NotFoundPage fullPage /> }]);
  return (
    <ApiClientContext value={anonymousApi}>
      <Suspense fallback={<LoadingScreen />}>{routes}</Suspense>
    </ApiClientContext>
  );
}
