import { BrowserRouter } from 'react-router';
import { isMobileDevice } from '../lib/device/is-mobile-user-agent';
import { AppProviders } from './providers/app-providers';
import { RootRoutes } from './router/root-routes';
import { MobileNotice } from './mobile-notice';

const mobile = isMobileDevice(navigator);

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
