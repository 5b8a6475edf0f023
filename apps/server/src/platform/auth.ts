import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { SIGN_IN_ERRORS } from '@hde/contracts/text';
import type { AppConfig } from './config.js';
import { HttpError } from './errors.js';
import type { Secrets } from './secrets.js';

export interface AuthIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  /**
   * The token's `email_verified` claim: true or false when it carries one, undefined when it carries none (an
   * external provider may answer it at userinfo; absent there too, the e-mail is not verified), true for an
   * `email` without the claim when OIDC_TRUST_EMAIL is set.
   */
  emailVerified: boolean | undefined;
  /** The raw bearer token, for a userinfo look-up when the token carries no e-mail. */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: AuthIdentity | undefined;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Public parts of the embedded provider's signing keys: the API checks tokens without calling itself. */
function localKeySet(secrets: Secrets): JWTVerifyGetKey {
  const keys = secrets.idpSigningKeys.map(({ kty, n, e, kid, alg, use, crv, x, y }) =>
    Object.fromEntries(
      Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
    ),
  );
  return createLocalJWKSet({ keys });
}

async function remoteKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery failed for ${issuer}: ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(discovery.jwks_uri));
}

/**
 * The e-mail claims of a token or a userinfo answer: `email_verified` as the provider sent it; when it sent none,
 * `trustEmail` (OIDC_TRUST_EMAIL, external issuers only) makes an `email` count as verified.
 */
export function readEmailClaims(
  claims: Record<string, unknown>,
  trustEmail: boolean,
): { email: string | undefined; emailVerified: boolean | undefined } {
  const email = typeof claims.email === 'string' ? claims.email : undefined;
  const sent = typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined;
  return { email, emailVerified: sent ?? (trustEmail && email !== undefined ? true : undefined) };
}

const CLOCK_TOLERANCE_S = 5;
const VERIFIED_TOKENS_KEPT = 1_000;

/** The token of an `Authorization: Bearer <token>` header; the scheme name is case-insensitive (RFC 9110). */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/** Claims jose does not check unless asked: an expiry is required, and a token cannot be issued in the future. */
function checkTimes(payload: JWTPayload, nowSeconds: number): void {
  if (payload.exp === undefined) throw new Error('no exp');
  if (payload.iat !== undefined && payload.iat > nowSeconds + CLOCK_TOLERANCE_S) throw new Error('iat ahead');
}

/**
 * Tokens whose signature, issuer and audience were checked, with their claims, so a signed-in page's many calls
 * verify the signature once. A token is kept only until its expiry (with the same tolerance); tokens without one
 * are not kept. The least recently used leaves first. What the token's subject may do is never kept here.
 */
export function createVerifiedTokenCache(clock: () => number = Date.now) {
  // ttlResolution 0: every read asks the clock, so a token is never answered past its expiry.
  const entries = new LRUCache<string, JWTPayload>({
    max: VERIFIED_TOKENS_KEPT,
    perf: { now: clock },
    ttlResolution: 0,
  });
  return {
    get: (token: string): JWTPayload | undefined => entries.get(token),
    set(token: string, payload: JWTPayload): void {
      if (payload.exp === undefined) return;
      // lru-cache still answers at exactly `ttl` ms of age; jose refuses at the expiry itself, hence the 1 ms.
      const ttl = (payload.exp + CLOCK_TOLERANCE_S) * 1000 - clock() - 1;
      // A ttl of 0 would mean "never expires".
      if (ttl > 0) entries.set(token, payload, { ttl });
    },
  };
}

/**
 * Bearer JWT verification with jose (issuer, audience, a required expiry, no issue time ahead of the clock).
 * `authenticate` is the pre-handler of every non-public route: no token or a bad one is 401. That the account
 * still exists is checked where the user row is read (users and access modules), not here.
 */
export const authPlugin = fp<{ config: AppConfig; secrets: Secrets }>(async (app, { config, secrets }) => {
  let keySet: Promise<JWTVerifyGetKey> | undefined = config.oidc.embedded
    ? Promise.resolve(localKeySet(secrets))
    : undefined;
  const getKeySet = () => {
    keySet ??= remoteKeySet(config.oidc.issuer).catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return keySet;
  };

  const verified = createVerifiedTokenCache();

  app.decorateRequest('identity', undefined);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, SIGN_IN_ERRORS.authenticationRequired);
    let payload = verified.get(token);
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, await getKeySet(), {
          issuer: config.oidc.issuer,
          audience: config.oidc.audience,
          clockTolerance: CLOCK_TOLERANCE_S,
        }));
        checkTimes(payload, Date.now() / 1000);
      } catch {
        throw new HttpError(401, SIGN_IN_ERRORS.invalidToken);
      }
      verified.set(token, payload);
    }
    if (!payload.sub) throw new HttpError(401, SIGN_IN_ERRORS.invalidToken);
    request.identity = {
      issuer: config.oidc.issuer,
      subject: payload.sub,
      ...readEmailClaims(payload, config.oidc.trustEmail),
      token,
    };
  });
});
