import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@hde/contracts';

const BEARER_AUTH = [{ bearerAuth: [] }];

type HookLists = Record<string, unknown[] | undefined>;

/**
 * The hooks an instance runs for its routes, inherited ones included. Fastify has no public reader of them; its
 * own lists are read, and a Fastify that keeps them elsewhere stops the app at start rather than describing
 * every route as public.
 */
function hookListsOf(instance: FastifyInstance): HookLists {
  const key = Object.getOwnPropertySymbols(instance).find((symbol) => symbol.description === 'fastify.hooks');
  const lists = key && (instance as unknown as Record<symbol, HookLists | undefined>)[key];
  if (!lists?.onRequest) throw new Error('OpenAPI: cannot read the hooks of a Fastify instance');
  return lists;
}

/**
 * OpenAPI description of every route, browsable at /v2/docs. A route needs a token exactly when its plugin runs
 * `app.authenticate` (auth.ts), so its `security` is derived from that, whatever the route's own schema says.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  hookListsOf(app); // throws now, at start, rather than when the document is first asked for
  const scopeOf = new WeakMap<RouteOptions, FastifyInstance>();
  app.addHook('onRoute', function recordScope(this: FastifyInstance, route) {
    scopeOf.set(route, this);
  });
  // Asked when the document is first built: every plugin has added its hooks by then.
  const needsToken = (route: RouteOptions) => {
    const scope = scopeOf.get(route);
    if (!scope) return false;
    const hooks = [...(hookListsOf(scope).onRequest ?? []), ...[route.onRequest ?? []].flat()];
    return hooks.includes(scope.authenticate);
  };

  const transform: SwaggerTransform = (input) => {
    const { schema, url } = jsonSchemaTransform(input);
    const { security: _declared, ...rest } = schema ?? {};
    return { schema: needsToken(input.route) ? { ...rest, security: BEARER_AUTH } : rest, url };
  };

  await app.register(swagger, {
    openapi: {
      info: { title: 'HDE API', version: APP_VERSION },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/v2/docs' });
}
