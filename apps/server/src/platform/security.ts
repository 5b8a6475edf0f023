import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * Security headers. Every page may be framed only by the product itself (frame-ancestors 'self');
 * public dashboard pages relax that when they arrive.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  // The browser talks to an external identity provider directly (discovery, token refresh).
  const identityOrigins = config.oidc.embedded ? [] : [new URL(config.oidc.issuer).origin];
  // A third-party support chat widget loads its script and talks to its own origin.
  const chatOrigins = config.supportChatScriptUrl ? [new URL(config.supportChatScriptUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...chatOrigins],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles of the dashboards' and case view's maps (spec §2.7, §2.8).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...identityOrigins, ...chatOrigins],
        frameSrc: ["'self'", ...chatOrigins],
        formAction: ["'self'", ...identityOrigins],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
