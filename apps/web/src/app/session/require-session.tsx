import { useEffect, useState, type ReactNode } from 'react';
import { SHELL_TEXT } from '@hde/contracts/text';
import { LoadingScreen } from '../../components/loading-screen';
import { isApiRequestError } from '../../lib/api/api-request-error';
import { useAuth } from '../../lib/auth/auth-session';
import { useCurrentUserQuery } from '../../lib/auth/current-user-query';
import { BOOT_STARTED_AT } from './boot-started-at';
import { BootError } from './boot-error';

type SessionState = 'checking' | 'ready' | 'failed';

/** Renders children once a session exists and the user record loaded; otherwise signs in or shows the wait. */
export function RequireSession({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [state, setState] = useState<SessionState>('checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    auth.restoreSession().then(
      (signedIn) => {
        if (active && signedIn) setState('ready');
      },
      (error: unknown) => {
        console.error('Session could not be restored', error);
        if (active) setState('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [auth, attempt]);

  const userQuery = useCurrentUserQuery({ enabled: state === 'ready' });

  if (state === 'ready' && userQuery.data) return children;

  const redirecting = isApiRequestError(userQuery.error, 401) && auth.isRedirecting();
  if (state === 'failed' || (userQuery.isError && !redirecting)) {
    return (
      <BootError
        message={SHELL_TEXT.loadFailed}
        actionLabel={SHELL_TEXT.tryAgain}
        onAction={() => {
          if (state === 'failed') {
            setState('checking');
            setAttempt((n) => n + 1);
          } else {
            void userQuery.refetch();
          }
        }}
      />
    );
  }
  return <LoadingScreen startedAt={BOOT_STARTED_AT} />;
}
