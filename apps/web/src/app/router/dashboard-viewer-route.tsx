import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/loading-screen';
import { ClientConfigGate } from '../session/client-config-gate';
import { OptionalSessionProvider } from '../session/optional-session';

const DashboardViewerPage = lazy(() =>
  import('../../features/dashboard-viewer/pages/dashboard-viewer-page').then((module) => ({
    default: module.DashboardViewerPage,
  })),
);

/**
 * /mdi/dashboard/{id}: outside the signed-in routes, since a PUBLIC or PASSWORD dashboard is open to anyone with
 * its link; a signed-in viewer's session is still used, and sign-in is only offered, never forced.
 */
export function DashboardViewerRoute({ dashboardId }: { dashboardId: string }) {
  return (
    <ClientConfigGate>
      <OptionalSessionProvider>
        {({ signedIn, signIn }) => (
          <Suspense fallback={<LoadingScreen />}>
            <DashboardViewerPage dashboardId={dashboardId} signedIn={signedIn} onSignIn={signIn} />
          </Suspense>
        )}
      </OptionalSessionProvider>
    </ClientConfigGate>
  );
}
