import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_TEXT } from '@hde/contracts/text';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuth } from '../../lib/auth/auth-session';
import { BOOT_STARTED_AT } from './boot-started-at';
import { BootError } from './boot-error';

/** /auth/callback: finishes the redirect sign-in, then replaces the URL with the page first asked for. */
export function AuthCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    auth.completeSignIn().then(
      (returnTo) => {
        if (active) void navigate(returnTo, { replace: true });
      },
      (error: unknown) => {
        console.error('Sign-in callback failed', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [auth, navigate]);

  if (failed) {
    return (
      <BootError
        message={SHELL_TEXT.signInFailed}
        actionLabel={SHELL_TEXT.signInAgain}
        onAction={() => {
          auth.signIn('/').catch((error: unknown) => console.error('Sign-in could not start', error));
        }}
      />
    );
  }
  return <LoadingScreen startedAt={BOOT_STARTED_AT} />;
}
