import { useRoutes } from 'react-router';
import { AUTH_CALLBACK_PATH } from '../../lib/auth/auth-paths';
import { AuthCallbackPage } from '../session/auth-callback-page';
import { OnboardingGate } from '../session/onboarding-gate';
import { RequireSession } from '../session/require-session';
import { AppShell } from '../shell/app-shell';
import { shellChildRoutes } from './shell-routes';

export function SignedInRoutes() {
  return useRoutes([
    { path: AUTH_CALLBACK_PATH, element: <AuthCallbackPage /> },
    {
      element: (
        <RequireSession>
          <OnboardingGate>
            <AppShell />
          </OnboardingGate>
        </RequireSession>
      ),
      children: shellChildRoutes,
    },
  ]);
}
