import type { AuthIdentity } from '../../platform/auth.js';

/** Looks the e-mail up at the issuer's userinfo endpoint (OpenID discovery), for tokens without one. */
export function createUserinfoEmailResolver(issuer: string) {
  let endpoint: Promise<string | undefined> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) return undefined;
    return ((await response.json()) as { userinfo_endpoint?: string }).userinfo_endpoint;
  };
  return async (identity: AuthIdentity): Promise<string | undefined> => {
    endpoint ??= discover().catch(() => undefined);
    const url = await endpoint;
    if (!url) return undefined;
    const response = await fetch(url, { headers: { authorization: `Bearer ${identity.token}` } });
    if (!response.ok) return undefined;
    const claims = (await response.json()) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : undefined;
  };
}
