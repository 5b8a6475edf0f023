import { useMemo, type ReactNode } from 'react';
import { createApiClient } from '../../lib/api/api-client';
import { ApiClientContext } from '../../lib/api/api-client-context';
import { AuthSessionContext, type AuthSession } from '../../lib/auth/auth-session';
import { createOidcAuthSession } from '../../lib/auth/create-oidc-auth-session';
import { getUserManager } from '../../lib/auth/create-user-manager';
import { useClientConfig } from '../../lib/client-config/client-config-context';

const sessions = new WeakMap<object, AuthSession>();

/** Provides the OIDC session and the signed-in API client built from the client config. */
export function OidcSessionProvider({ children }: { children: ReactNode }) {
  const config = useClientConfig();
  const userManager = getUserManager(config);
  let session = sessions.get(userManager);
  if (!session) {
    session = createOidcAuthSession(userManager);
    sessions.set(userManager, session);
  }
  return <SessionProviders session={session}>{children}</SessionProviders>;
}

/** The auth session and an API client that uses it; tests pass a fake session here. */
export function SessionProviders({ session, children }: { session: AuthSession; children: ReactNode }) {
  const api = useMemo(
    () =>
      createApiClient({
        getAccessToken: () => session.getAccessToken(),
        onUnauthorized: () => session.handleUnauthorized(),
      }),
    [session],
  );
  return (
    <AuthSessionContext value={session}>
      <ApiClientContext value={api}>{children}</ApiClientContext>
    </AuthSessionContext>
  );
}
