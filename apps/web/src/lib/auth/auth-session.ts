import { createContext, useContext } from 'react';

/** What the app needs from the sign-in layer; the OIDC implementation lives in create-oidc-auth-session. */
export interface AuthSession {
  /** True when a usable session exists (renewing it silently if needed); otherwise starts sign-in and returns false. */
  restoreSession(): Promise<boolean>;
  /** Finishes the redirect sign-in on the callback route; resolves with the path to return to. */
  completeSignIn(): Promise<string>;
  /** Sends the browser to the identity provider; returnTo defaults to the current location. */
  signIn(returnTo?: string): Promise<void>;
  /** Ends the session at the identity provider, which returns to the site origin. */
  logout(): Promise<void>;
  /** Renews the tokens without leaving the page (Continue Session); falls back to sign-in. */
  renewSession(): Promise<void>;
  getAccessToken(): Promise<string | null>;
  /** Reaction to a 401 from the API; returns true when a sign-in redirect started. */
  handleUnauthorized(): boolean;
  /** True once a sign-in redirect has started (the page is about to leave). */
  isRedirecting(): boolean;
}

export const AuthSessionContext = createContext<AuthSession | null>(null);

export function useAuth(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuth must be used inside an AuthSessionContext provider');
  return session;
}
