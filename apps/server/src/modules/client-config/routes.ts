import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@hde/contracts';
import { clientConfigSchema } from '@hde/contracts/api';
import type { AppConfig } from '../../platform/config.js';
import { API_SCOPE } from '../../platform/idp/provider.js';

/** What the browser needs before it can sign in; no token required. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = {
    version: APP_VERSION,
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      scope: config.oidc.embedded
        ? `openid email profile ${API_SCOPE}`
        : 'openid email profile offline_access',
      sendAudienceParam: !config.oidc.embedded,
    },
    sessionIdleMinutes: config.sessionIdleMinutes,
    helpCenterUrl: config.helpCenterUrl,
    welcomeArticleUrl: config.welcomeArticleUrl,
    bookingUrl: config.bookingUrl,
    termsUrl: config.termsUrl,
    supportChatScriptUrl: config.supportChatScriptUrl ?? null,
    partnerVariant: config.partnerVariant ?? null,
    ledgerExplorerUrl: config.ledgerExplorerUrl,
    mapTiles: config.mapTiles,
  };
  app.get(
    '/client-config',
    {
      schema: {
        tags: ['app'],
        summary: 'Sign-in settings for the web app',
        response: { 200: clientConfigSchema },
      },
    },
    async () => body,
  );
};
