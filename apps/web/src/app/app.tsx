import { BrowserRouter } from 'react-router';
import { isPublicPath } from '../lib/auth/auth-paths';
import { isMobileDevice } from '../lib/device/is-mobile-user-agent';
import { AppProviders } from './providers/app-providers';
import { RootRoutes } from './router/root-routes';
import { MobileNotice } from './mobile-notice';

// Public dashboards are embedded in other sites' pages, phones included: only the product itself asks for a desktop.
const mobile = isMobileDevice(navigator) && !isPublicPath(window.location.pathname);

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
