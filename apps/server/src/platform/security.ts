import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from './config.js';
import { tileImageSources } from './map-tiles.js';

const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Public dashboard pages and their calls: the embed snippet frames them on any site (ARCHITECTURE §11). */
const FRAMEABLE_PATH = /^\/(v2\/)?public([/?]|$)/;

/**
 * Security headers. Strict-Transport-Security (one year) when PUBLIC_URL is https. Every page may be framed only
 * by the product itself (frame-ancestors 'self'), except public dashboard pages and calls (`/public/...`,
 * `/v2/public/...`), which any origin may frame. Helmet's middleware is built once per policy, here (the Fastify
 * plugin built it again for every request).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  // The browser talks to an external identity provider directly (discovery, token refresh).
  const identityOrigins = config.oidc.embedded ? [] : [new URL(config.oidc.issuer).origin];
  // A third-party support chat widget loads its script and talks to its own origin.
  const chatOrigins = config.supportChatScriptUrl ? [new URL(config.supportChatScriptUrl).origin] : [];
  const headersFramedBy = (frameAncestors: string[]) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...chatOrigins],
          // MUI (emotion) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Map tiles of the dashboards' and case view's maps (spec §2.7, §2.8), from MAP_TILE_URL.
          imgSrc: ["'self'", 'data:', 'blob:', ...tileImageSources(config.mapTiles)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...identityOrigins, ...chatOrigins],
          frameSrc: ["'self'", ...chatOrigins],
          formAction: ["'self'", ...identityOrigins],
          frameAncestors,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      frameguard: false,
      crossOriginEmbedderPolicy: false,
      // Subdomains of the host are not the product's to pin to https.
      hsts: config.publicUrl.startsWith('https://')
        ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false }
        : false,
    });
  const productOnly = headersFramedBy(["'self'"]);
  const anyOrigin = headersFramedBy(['*']);
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = FRAMEABLE_PATH.test(request.url) ? anyOrigin : productOnly;
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
