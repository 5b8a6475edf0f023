import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { Secrets } from '../secrets.js';
import type { AccountStore } from './accounts.js';
import { createIdpAdapter } from './adapter.js';
import { renderLogoutPage, renderProviderError } from './pages.js';

export const API_SCOPE = 'api';
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** Origins allowed to receive codes: the site itself, plus the Vite dev server in development. */
function clientOrigins(config: AppConfig): string[] {
  const origins = [config.publicUrl];
  if (config.env === 'development') origins.push('http://localhost:5173');
  return origins;
}

export function createIdentityProvider(
  config: AppConfig,
  db: Database,
  secrets: Secrets,
  accounts: AccountStore,
) {
  const { audience, clientId, issuer } = config.oidc;
  const origins = clientOrigins(config);

  const configuration: Configuration = {
    adapter: createIdpAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'HDE',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: secrets.idpSigningKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: secrets.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'email', 'profile', 'offline_access', API_SCOPE],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // HDE's own web app is first-party: grant it its scopes without a consent screen.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (ctx.oidc.client?.clientId !== clientId || !ctx.oidc.session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
        }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await accounts.findById(token.accountId);
      // The API decides by these (invitations need a verified e-mail): read afresh for every token issued.
      return account ? { email: account.email, email_verified: account.emailVerified } : undefined;
    },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderError(out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: SESSION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.publicUrl.startsWith('https://');
  return provider;
}

export type IdentityProvider = ReturnType<typeof createIdentityProvider>;
