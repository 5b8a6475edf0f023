import { SIGN_IN_ERRORS } from '@hde/contracts/text';
import { readEmailClaims, type AuthIdentity } from '../../platform/auth.js';
import { HttpError } from '../../platform/errors.js';

/** The e-mail claims of an identity: its address and whether the provider verified it. */
export interface EmailClaims {
  email: string | undefined;
  emailVerified: boolean | undefined;
}

export interface UserinfoOptions {
  /** OIDC_TRUST_EMAIL: an `email` without `email_verified` counts as verified. */
  trustEmail: boolean;
  /** How long one call to the issuer may take. */
  timeoutMs?: number;
}

/**
 * Looks the e-mail claims up at the issuer's userinfo endpoint (OpenID discovery), for tokens that lack them.
 * A provider that answers nothing usable answers no claims; one that does not answer in time is a 504.
 */
export function createUserinfoEmailResolver(
  issuer: string,
  { trustEmail, timeoutMs = 5_000 }: UserinfoOptions,
) {
  const call = async (url: string, init: RequestInit = {}) => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new HttpError(504, SIGN_IN_ERRORS.providerTimeout);
      }
      return undefined;
    }
  };
  let endpoint: Promise<string | undefined> | undefined;
  const discover = async () => {
    const response = await call(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
    if (!response?.ok) throw new Error('no discovery document');
    const document = (await response.json()) as { userinfo_endpoint?: unknown };
    return typeof document.userinfo_endpoint === 'string' ? document.userinfo_endpoint : undefined;
  };
  const none: EmailClaims = { email: undefined, emailVerified: undefined };
  return async (identity: AuthIdentity): Promise<EmailClaims> => {
    // A failed discovery is asked again next time; a document without the endpoint is kept.
    endpoint ??= discover().catch((error: unknown) => {
      endpoint = undefined;
      if (error instanceof HttpError) throw error;
      return undefined;
    });
    const url = await endpoint;
    if (!url) return none;
    const response = await call(url, { headers: { authorization: `Bearer ${identity.token}` } });
    if (!response?.ok) return none;
    const claims = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return readEmailClaims(claims, trustEmail);
  };
}
