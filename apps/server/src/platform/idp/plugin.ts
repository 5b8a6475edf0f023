import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createMailer } from '../mail.js';
import type { Secrets } from '../secrets.js';
import { createAccountStore } from './accounts.js';
import { purgeExpiredIdpState } from './adapter.js';
import { authAssetRoutes } from './assets-routes.js';
import { createVerificationMail } from './email-verification.js';
import { interactionRoutes } from './interaction-routes.js';
import { createIdentityProvider } from './provider.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { verificationRoutes } from './verification-routes.js';

const MOUNT = '/oidc';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The embedded OpenID provider (oidc-provider, a Koa app) mounted at /oidc. Requests are handed over raw in
 * onRequest, before Fastify reads their bodies, because the provider parses its own.
 */
export async function embeddedIdentityProvider(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; secrets: Secrets },
): Promise<void> {
  const accounts = createAccountStore(options.db);
  const provider = createIdentityProvider(options.config, options.db, options.secrets, accounts);
  const handle = provider.callback();

  await purgeExpiredIdpState(options.db);
  const purgeTimer = setInterval(() => {
    purgeExpiredIdpState(options.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idp purge failed'),
    );
  }, PURGE_INTERVAL_MS);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  for (const url of [MOUNT, `${MOUNT}/*`]) {
    app.route({
      method: ['GET', 'POST', 'DELETE', 'OPTIONS', 'PUT', 'HEAD'],
      url,
      schema: { hide: true },
      onRequest: (request, reply, done) => {
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(MOUNT.length) || '/';
        handle(raw, reply.raw);
        done();
      },
      handler: async () => undefined,
    });
  }

  const { config, db } = options;
  const smtpConfigured = Boolean(config.mail.smtpUrl);
  const sendVerificationMail = createVerificationMail({
    accounts,
    mailer: createMailer(config, db, { logger: app.log }),
    publicUrl: config.publicUrl,
    smtpConfigured,
    log: app.log,
  });
  const signInThrottle = createSignInThrottle();
  await app.register(interactionRoutes, {
    provider,
    accounts,
    sendVerificationMail,
    signUpLimitPerIp: config.signUpLimitPerIp,
    signInThrottle,
  });
  await app.register(verificationRoutes, {
    accounts,
    db,
    publicUrl: config.publicUrl,
    smtpConfigured,
    signInThrottle,
  });
  await app.register(authAssetRoutes);
}
