import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { SHELL_TEXT } from '@hde/contracts/text';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuth } from '../../lib/auth/auth-session';
import { useClientConfig } from '../../lib/client-config/client-config-context';
import { useFeatureFlags } from '../../lib/feature-flags/use-feature-flags';
import { useRouteRedirect } from '../routing/use-route-redirect';
import { BOOT_STARTED_AT } from '../session/boot-started-at';
import { SessionExpiryWatcher } from './session-expiry/session-expiry-watcher';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/**
 * Signed-in layout: fixed top bar, left sidebar, page content, session-expiry watch. The routing rules run
 * here: the boot loading screen stays until their inputs load, later redirects keep the shell on screen.
 */
export function AppShell() {
  const auth = useAuth();
  const { sessionIdleMinutes } = useClientConfig();
  const routing = useRouteRedirect();
  const [shown, setShown] = useState(false);
  useFeatureFlags();

  if (routing === 'ready' && !shown) setShown(true);
  if (!shown && routing !== 'ready') return <LoadingScreen startedAt={BOOT_STARTED_AT} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopBar />
      <Sidebar />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 4 }, pb: 4, outline: 'none' }}
      >
        <Toolbar />
        <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
          {routing === 'ready' ? (
            <Box sx={{ pt: 3 }}>
              <Outlet />
            </Box>
          ) : (
            <LinearProgress sx={{ mt: 2 }} aria-label={SHELL_TEXT.loading} />
          )}
        </Suspense>
      </Box>
      <SessionExpiryWatcher
        idleMs={sessionIdleMinutes * 60_000}
        onLogout={() => auth.logout()}
        onContinue={() => auth.renewSession()}
      />
    </Box>
  );
}
