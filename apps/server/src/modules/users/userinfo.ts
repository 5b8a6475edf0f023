import type { AuthIdentity } from '../../platform/auth.js';

/** The e-mail claims of an identity: its address and whether the provider verified it. */
export interface EmailClaims {
  email: string | undefined;
  emailVerified: boolean | undefined;
}

/**
 * Looks the e-mail claims up at the issuer's userinfo endpoint (OpenID discovery), for tokens that lack them.
 * Nothing found answers no claims.
 */
export function createUserinfoEmailResolver(issuer: string) {
  let endpoint: Promise<string | undefined> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) return undefined;
    return ((await response.json()) as { userinfo_endpoint?: string }).userinfo_endpoint;
  };
  const none: EmailClaims = { email: undefined, emailVerified: undefined };
  return async (identity: AuthIdentity): Promise<EmailClaims> => {
    endpoint ??= discover().catch(() => undefined);
    const url = await endpoint;
    if (!url) return none;
    const response = await fetch(url, { headers: { authorization: `Bearer ${identity.token}` } }).catch(
      () => undefined,
    );
    if (!response?.ok) return none;
    const claims = (await response.json().catch(() => ({}))) as { email?: unknown; email_verified?: unknown };
    return {
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
    };
  };
}
