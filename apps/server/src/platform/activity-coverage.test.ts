import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf, READ_ONLY_ROUTES, SCENARIOS } from '../test/activity-scenarios/index.js';
import { registeredRoutes, routeKey } from '../test/registered-routes.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const READS = ['GET', 'HEAD', 'OPTIONS'];

/** `METHOD /path` of every route under /v2 that is not a read. */
function writeRoutes(): string[] {
  return registeredRoutes(ctx.app)
    .filter((route) => route.path.startsWith('/v2/') && !READS.includes(route.method))
    .map(routeKey);
}

describe('activity coverage (ARCHITECTURE §6: every write records an activity)', () => {
  it('has a scenario or a stated reason for every route under /v2 that is not a GET, and no stale entry', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const covered = new Set([...Object.keys(SCENARIOS), ...Object.keys(READ_ONLY_ROUTES)]);
    expect(
      routes.filter((route) => !covered.has(route)),
      'routes with neither',
    ).toEqual([]);
    expect(
      [...covered].filter((entry) => !routes.includes(entry)),
      'entries of no route',
    ).toEqual([]);
    const both = Object.keys(SCENARIOS).filter((route) => route in READ_ONLY_ROUTES);
    expect(both, 'routes both written and read-only').toEqual([]);
  });

  it.each(Object.keys(SCENARIOS))('%s records an activity for the caller, in that request', async (route) => {
    const scenario = SCENARIOS[route]!;
    const { response, userId, action } = await scenario(ctx);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const recorded = await activitiesOf(ctx, response);
    expect(recorded.length).toBeGreaterThan(0);
    for (const activity of recorded) expect(activity.userId).toBe(userId);
    if (action) expect(recorded.map((activity) => activity.action)).toContain(action);
  });
});
