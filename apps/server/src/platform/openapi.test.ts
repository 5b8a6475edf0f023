import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ERRORS } from '@hde/contracts/text';
import { registeredRoutes, routeKey, type RegisteredRoute } from '../test/registered-routes.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Whether the route runs `app.authenticate`: without a token, that hook answers before anything else does. */
async function asksForToken({ method, path }: RegisteredRoute): Promise<boolean> {
  const response = await ctx.app.inject({
    method: method as 'GET',
    url: path.replace(/:\w+|\*/g, 'x'),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  return (
    response.statusCode === 401 &&
    String(response.headers['content-type']).includes('json') &&
    (response.json() as { message?: string }).message === SIGN_IN_ERRORS.authenticationRequired
  );
}

describe('OpenAPI security', () => {
  it('marks exactly the routes that need a token', async () => {
    const document = (await ctx.app.inject({ url: '/v2/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const documented = new Map<string, unknown>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const routePath = path.replace(/\{(\w+)\}/g, ':$1');
        documented.set(routeKey({ method: method.toUpperCase(), path: routePath }), operation.security);
      }
    }

    const routes = registeredRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(50);
    const secured: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const needsToken = await asksForToken(route);
      if (needsToken) secured.push(routeKey(route));
      if (!documented.has(routeKey(route))) {
        if (needsToken) wrong.push(`${routeKey(route)}: needs a token but is not documented`);
        continue;
      }
      const security = documented.get(routeKey(route));
      if (needsToken && JSON.stringify(security) !== '[{"bearerAuth":[]}]') {
        wrong.push(`${routeKey(route)}: needs a token, documented without`);
      }
      if (!needsToken && security !== undefined)
        wrong.push(`${routeKey(route)}: public, documented with a token`);
    }
    expect(wrong).toEqual([]);
    // The walk did meet both kinds.
    expect(secured).toContain('GET /v2/app/file/list');
    expect(secured.length).toBeGreaterThan(40);
    expect(documented.get('GET /healthz')).toBeUndefined();
    expect(documented.get('GET /v2/app/client-config')).toBeUndefined();
  });
});
