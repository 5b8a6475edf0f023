import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authPlugin } from './platform/auth.js';
import type { AppConfig } from './platform/config.js';
import type { DatabaseHandle } from './platform/db/client.js';
import { registerErrorHandling } from './platform/errors.js';
import { embeddedIdentityProvider } from './platform/idp/plugin.js';
import { loggerOptions } from './platform/logger.js';
import { registerOpenApi } from './platform/openapi.js';
import type { Secrets } from './platform/secrets.js';
import { registerSecurityHeaders } from './platform/security.js';
import { registerStaticFiles } from './platform/static-files.js';
import { clientConfigRoutes } from './modules/client-config/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { createUserService } from './modules/users/service.js';
import { createUserinfoEmailResolver } from './modules/users/userinfo.js';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  secrets: Secrets;
}

/** The whole HTTP application, without listening: main.ts starts it, tests `inject` into it. */
export async function buildApp({ config, database, secrets }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.publicUrl.startsWith('https://'),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);
  await app.register(authPlugin, { config, secrets });
  if (config.oidc.embedded) {
    await app.register(embeddedIdentityProvider, { config, db: database.db, secrets });
  }

  const users = createUserService(database.db, createUserinfoEmailResolver(config.oidc.issuer));
  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      await api.register(clientConfigRoutes, { config });
      await api.register(userRoutes, { users });
    },
    { prefix: '/v2/app' },
  );

  await registerStaticFiles(app, config.webDistDir);
  return app;
}
