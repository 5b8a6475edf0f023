import { useMemo, type ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { SupportProvider } from '../../features/support';
import { createApiClient, type ApiClient } from '../../lib/api/api-client';
import { ApiClientContext } from '../../lib/api/api-client-context';
import { AuthSessionContext, type AuthSession } from '../../lib/auth/auth-session';
import { createOidcAuthSession } from '../../lib/auth/create-oidc-auth-session';
import { getUserManager } from '../../lib/auth/create-user-manager';
import { useClientConfig } from '../../lib/client-config/client-config-context';

const sessions = new WeakMap<object, AuthSession>();

/** The one session of a UserManager: every page of the app shares it (and its sign-out listener). */
export function sessionOf(userManager: UserManager): AuthSession {
  let session = sessions.get(userManager);
  if (!session) {
    session = createOidcAuthSession(userManager);
    sessions.set(userManager, session);
  }
  return session;
}

/** Provides the OIDC session and the signed-in API client built from the client config. */
export function OidcSessionProvider({ children }: { children: ReactNode }) {
  const session = sessionOf(getUserManager(useClientConfig()));
  return <SessionProviders session={session}>{children}</SessionProviders>;
}

/** The auth session, an API client that uses it and the support entry; tests pass fakes here. */
export function SessionProviders({
  session,
  api: apiOverride,
  children,
}: {
  session: AuthSession;
  api?: ApiClient;
  children: ReactNode;
}) {
  const api = useMemo(
    () =>
      apiOverride ??
      createApiClient({
        getAccessToken: () => session.getAccessToken(),
        onUnauthorized: () => session.handleUnauthorized(),
      }),
    [session, apiOverride],
  );
  return (
    <AuthSessionContext value={session}>
      <ApiClientContext value={api}>
        <SupportProvider>{children}</SupportProvider>
      </ApiClientContext>
    </AuthSessionContext>
  );
}
