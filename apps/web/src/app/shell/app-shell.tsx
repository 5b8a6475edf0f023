import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useAuth } from '../../lib/auth/auth-session';
import { useClientConfig } from '../../lib/client-config/client-config-context';
import { SessionExpiryWatcher } from './session-expiry/session-expiry-watcher';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** Signed-in layout: fixed top bar, left sidebar, page content, session-expiry watch. */
export function AppShell() {
  const auth = useAuth();
  const { sessionIdleMinutes } = useClientConfig();

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
          <Box sx={{ pt: 3 }}>
            <Outlet />
          </Box>
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
