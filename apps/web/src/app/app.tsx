import { BrowserRouter } from 'react-router';
import { dashboardViewerIdOf } from '../features/dashboard-viewer/dashboard-viewer-path';
import { isPublicPath } from '../lib/auth/auth-paths';
import { isMobileDevice } from '../lib/device/is-mobile-user-agent';
import { AppProviders } from './providers/app-providers';
import { RootRoutes } from './router/root-routes';
import { MobileNotice } from './mobile-notice';

// Public dashboards are embedded in other sites' pages, and shared dashboard links are opened anywhere, phones
// included: only the product itself asks for a desktop.
const { pathname } = window.location;
const mobile = isMobileDevice(navigator) && !isPublicPath(pathname) && dashboardViewerIdOf(pathname) === null;

export function App() {
  return (
    <AppProviders>
      {mobile ? (
        <MobileNotice />
      ) : (
        <BrowserRouter>
          <RootRoutes />
        </BrowserRouter>
      )}
    </AppProviders>
  );
}
