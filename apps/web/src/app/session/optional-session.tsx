import { useEffect, useState, type ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { LoadingScreen } from '../../components/loading-screen';
import { createApiClient } from '../../lib/api/api-client';
import { ApiClientContext } from '../../lib/api/api-client-context';
import { getUserManager } from '../../lib/auth/create-user-manager';
import { useClientConfig } from '../../lib/client-config/client-config-context';
import { BOOT_STARTED_AT } from './boot-started-at';
import { sessionOf, SessionProviders } from './oidc-session-provider';

const anonymousApi = createApiClient();

/** True when a usable session exists, renewing it silently if it can; never sends the browser to sign in. */
export async function hasUsableSession(userManager: UserManager): Promise<boolean> {
  const user = await userManager.getUser();
  if (user && !user.expired) return true;
  if (!user?.refresh_token) return false;
  try {
    await userManager.signinSilent();
    return true;
  } catch {
    return false;
  }
}

export interface OptionalSession {
  signedIn: boolean;
  /** Sends the browser to sign in, returning to the current page. */
  signIn(): void;
}

/**
 * For a page open to everyone that still uses a session when one exists (the custom dashboard viewer): signed in,
 * the session and its API client are provided as in the shell; signed out, an API client without a token, and no
 * sign-in starts unless asked.
 */
export function OptionalSessionProvider({ children }: { children: (session: OptionalSession) => ReactNode }) {
  const userManager = getUserManager(useClientConfig());
  const session = sessionOf(userManager);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    hasUsableSession(userManager).then(
      (usable) => active && setSignedIn(usable),
      (error: unknown) => {
        console.error('Session could not be read', error);
        if (active) setSignedIn(false);
      },
    );
    return () => {
      active = false;
    };
  }, [userManager]);

  if (signedIn === null) return <LoadingScreen startedAt={BOOT_STARTED_AT} />;
  const signIn = () => {
    session.signIn().catch((error: unknown) => console.error('Sign-in could not start', error));
  };
  if (signedIn) {
    return <SessionProviders session={session}>{children({ signedIn, signIn })}</SessionProviders>;
  }
  return <ApiClientContext value={anonymousApi}>{children({ signedIn, signIn })}</ApiClientContext>;
}
