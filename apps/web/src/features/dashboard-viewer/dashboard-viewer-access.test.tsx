import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { User } from 'oidc-client-ts';
import type { QueryBody } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { AppProviders } from '../../app/providers/app-providers';
import { RootRoutes } from '../../app/router/root-routes';
import { getUserManager } from '../../lib/auth/create-user-manager';
import { testClientConfig } from '../../test/fixtures';
import { DASHBOARD_ID, makeDefinition, VIEWER_ROUTES } from './dashboard-viewer-test-fixtures';

vi.mock('../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);
/** The page is its own chunk: its first import can take a while on a busy machine. */
const LAZY_PAGE = { timeout: 5000 };
const NAME = makeDefinition().info.name;

/**
 * The browser's own fetch: the client settings, the public definition of a PUBLIC dashboard, the signed-in one
 * only with a bearer token, and answers on both bases; every request recorded.
 */
function stubFetch() {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      requests.push(request);
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/v2/app/client-config') return json(testClientConfig);
      if (path === pathOf(VIEWER_ROUTES.publicDefinition)) {
        return json(makeDefinition({ mode: 'PUBLIC', exact: false, threshold: 10 }));
      }
      if (path === pathOf(VIEWER_ROUTES.appDefinition) && request.headers.get('Authorization')) {
        return json(makeDefinition());
      }
      if (path === pathOf(VIEWER_ROUTES.publicMultiple) || path === pathOf(VIEWER_ROUTES.appMultiple)) {
        const body = (await request.json()) as Record<string, QueryBody>;
        return json(Object.fromEntries(Object.keys(body).map((id) => [id, { items: [{ COUNT: 120 }] }])));
      }
      return json({ statusCode: 401, error: 'Unauthorized', message: 'Sign in' }, 401);
    }),
  );
  return requests;
}

const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <RootRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await getUserManager(testClientConfig).removeUser();
});

describe('/mdi/dashboard/{id}', () => {
  it('shows a PUBLIC dashboard to a visitor with no session, without a token or a sign-in', async () => {
    const requests = stubFetch();
    renderAt(`/mdi/dashboard/${DASHBOARD_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: NAME }, LAZY_PAGE)).toBeTruthy();
    expect((await screen.findAllByText('120')).length).toBeGreaterThan(0);
    expect(requests.map(routeOf).sort()).toEqual(
      ['GET /v2/app/client-config', VIEWER_ROUTES.publicDefinition, VIEWER_ROUTES.publicMultiple].sort(),
    );
    expect(requests.every((request) => request.headers.get('Authorization') === null)).toBe(true);
  });

  it('uses a signed-in viewer’s session: the app base with the bearer token', async () => {
    await getUserManager(testClientConfig).storeUser(
      new User({
        access_token: 'viewer-access',
        token_type: 'Bearer',
        profile: { sub: 'subject', iss: testClientConfig.oidc.authority, aud: 'hde', exp: 0, iat: 0 },
        expires_at: Math.floor(Date.now() / 1000) + 900,
      }),
    );
    const requests = stubFetch();
    renderAt(`/mdi/dashboard/${DASHBOARD_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: NAME }, LAZY_PAGE)).toBeTruthy();
    expect(await screen.findByText(DASHBOARD_TEXT.badge.LIVE)).toBeTruthy();
    const definition = requests.find((request) => routeOf(request) === VIEWER_ROUTES.appDefinition);
    expect(definition?.headers.get('Authorization')).toBe('Bearer viewer-access');
    expect(requests.some((request) => routeOf(request) === VIEWER_ROUTES.publicDefinition)).toBe(false);
  });
});
