import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { QueryBody } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT, SHELL_TEXT } from '@hde/contracts/text';
import { AppProviders } from '../../app/providers/app-providers';
import { RootRoutes } from '../../app/router/root-routes';
import { testClientConfig } from '../../test/fixtures';
import { makePublicDashboard, PUBLIC_ROUTES, WORKSPACE_ID } from './public-dashboard-test-fixtures';

vi.mock('../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);

/** The page is its own chunk: its first import can take a while on a busy machine. */
const LAZY_PAGE = { timeout: 5000 };

/** The browser's own fetch, answering the client settings and the public calls, recording what was asked. */
function stubFetch() {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      requests.push(request);
      const path = new URL(request.url).pathname;
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (path === '/v2/app/client-config') return json(testClientConfig);
      if (path === pathOf(PUBLIC_ROUTES.configuration)) return json(makePublicDashboard());
      if (path === pathOf(PUBLIC_ROUTES.multiple)) {
        const body = (await request.json()) as Record<string, QueryBody>;
        return json(Object.fromEntries(Object.keys(body).map((id) => [id, { items: [{ COUNT: 120 }] }])));
      }
      return new Response(null, { status: 404 });
    }),
  );
  return requests;
}

function renderSignedOut(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <RootRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the public dashboard page, signed out', () => {
  it('shows the published dashboard with no sign-in, no shell and no token', async () => {
    const requests = stubFetch();
    renderSignedOut(`/public/${WORKSPACE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: makePublicDashboard().name }, LAZY_PAGE),
    ).toBeTruthy();
    expect((await screen.findAllByText('120')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: SHELL_TEXT.theme.toggle })).toBeNull();
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`).sort()).toEqual(
      ['GET /v2/app/client-config', PUBLIC_ROUTES.configuration, PUBLIC_ROUTES.multiple].sort(),
    );
    expect(requests.every((request) => request.headers.get('Authorization') === null)).toBe(true);
    expect(requests.every((request) => new URL(request.url).search === '')).toBe(true);
  });

  it('reads the workspace from the last segment of any path containing public', async () => {
    stubFetch();
    renderSignedOut(`/embed/public/${WORKSPACE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: makePublicDashboard().name }, LAZY_PAGE),
    ).toBeTruthy();
  });

  it('shows the not-public page for a workspace that is not public, asking once', async () => {
    const requests = stubFetch();
    renderSignedOut('/public/ws-private');
    expect(
      await screen.findByRole('heading', { name: PUBLIC_DASHBOARD_TEXT.notPublicTitle }, LAZY_PAGE),
    ).toBeTruthy();
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.includes('/v2/public/'))).toEqual([
      '/v2/public/CASE/dashboard/ws-private/configuration',
    ]);
  });

  it('answers /public alone with the 404 page', async () => {
    const requests = stubFetch();
    renderSignedOut('/public');
    expect(await screen.findByText(SHELL_TEXT.notFound)).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
