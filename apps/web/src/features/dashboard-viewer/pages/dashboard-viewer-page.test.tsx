import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_ERRORS, DASHBOARD_TEXT, DASHBOARD_VIEWER_TEXT } from '@hde/contracts/text';
import { errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import {
  callsTo,
  DASHBOARD_ID,
  makeDefinition,
  renderViewer,
  VIEWER_ROUTES,
} from '../dashboard-viewer-test-fixtures';
import { readViewerToken } from '../api/viewer-token-store';
import { DashboardViewerPage } from './dashboard-viewer-page';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.mock('../../../components/widgets/widget-map', () => ({
  WidgetMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

afterEach(() => {
  window.sessionStorage.clear();
});

const NAME = makeDefinition().info.name;
const TOKEN_HEADER = 'x-dashboard-token';
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function showPage(signedIn: boolean, routes: { app?: MockRoutes; anonymous?: MockRoutes }) {
  const onSignIn = vi.fn();
  const rendered = renderViewer(
    <DashboardViewerPage dashboardId={DASHBOARD_ID} signedIn={signedIn} onSignIn={onSignIn} />,
    routes,
  );
  return { ...rendered, onSignIn };
}

/** A PASSWORD dashboard: its definition and answers only with the token `good-token`. */
function passwordRoutes(unlock: MockRoutes[string]): MockRoutes {
  const withToken = (answer: unknown) => (request: MockRequest) =>
    request.headers.get(TOKEN_HEADER) === 'good-token' ? answer : errorReply(401, 'A password is needed');
  return {
    [VIEWER_ROUTES.publicDefinition]: withToken(
      makeDefinition({ mode: 'PASSWORD', exact: false, threshold: 10 }),
    ),
    [VIEWER_ROUTES.unlock]: unlock,
  };
}

describe('the dashboard viewer page', () => {
  it('shows a signed-in viewer the name, Copy Link, Back to the product and the dashboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { anonymousCalls } = showPage(true, { app: { [VIEWER_ROUTES.appDefinition]: makeDefinition() } });

    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeTruthy();
    expect(await screen.findByText(DASHBOARD_TEXT.badge.LIVE)).toBeTruthy();
    expect(screen.getByRole('link', { name: DASHBOARD_TEXT.backToProduct }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXT.copyLink }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/mdi/dashboard/${DASHBOARD_ID}`);
    expect(await screen.findByRole('button', { name: DASHBOARD_TEXT.copied })).toBeTruthy();
    expect(anonymousCalls).toEqual([]);
  });

  it('falls back to the public base when the signed-in one refuses (403)', async () => {
    const { appCalls, anonymousCalls } = showPage(true, {
      app: { [VIEWER_ROUTES.appDefinition]: errorReply(403) },
      anonymous: {
        [VIEWER_ROUTES.publicDefinition]: makeDefinition({ mode: 'PUBLIC', exact: false, threshold: 10 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeTruthy();
    await waitFor(() => expect(callsTo(anonymousCalls, VIEWER_ROUTES.publicMultiple)).toHaveLength(1));
    expect(callsTo(appCalls, VIEWER_ROUTES.appMultiple)).toEqual([]);
  });

  it('says access is not granted for an unknown dashboard (404), with no sign-in to a signed-in viewer', async () => {
    const { anonymousCalls } = showPage(true, { app: { [VIEWER_ROUTES.appDefinition]: errorReply(404) } });
    expect(await screen.findByRole('heading', { name: DASHBOARD_TEXT.accessNotGranted })).toBeTruthy();
    expect(screen.getByText(DASHBOARD_TEXT.accessNotGrantedBody)).toBeTruthy();
    expect(screen.queryByRole('button', { name: DASHBOARD_VIEWER_TEXT.signIn })).toBeNull();
    expect(screen.queryByRole('button', { name: DASHBOARD_TEXT.copyLink })).toBeNull();
    expect(anonymousCalls).toEqual([]);
  });

  it('offers a signed-out viewer refused a dashboard to sign in, asking the public base only', async () => {
    const user = userEvent.setup();
    const { appCalls, onSignIn } = showPage(false, {
      anonymous: { [VIEWER_ROUTES.publicDefinition]: errorReply(404) },
    });
    await user.click(await screen.findByRole('button', { name: DASHBOARD_VIEWER_TEXT.signIn }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(appCalls).toEqual([]);
  });

  it('says a shared dashboard is being prepared (503) and opens it by itself once published', async () => {
    let published = false;
    const { anonymousCalls } = showPage(false, {
      anonymous: {
        [VIEWER_ROUTES.publicDefinition]: () =>
          published
            ? makeDefinition({ mode: 'PUBLIC', exact: false, threshold: 10 })
            : errorReply(503, DASHBOARD_ERRORS.preparing),
      },
    });
    expect(await screen.findByText(DASHBOARD_ERRORS.preparing)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: DASHBOARD_TEXT.accessNotGranted })).toBeNull();
    published = true;
    expect(await screen.findByRole('heading', { level: 1, name: NAME }, { timeout: 6_000 })).toBeTruthy();
    expect(callsTo(anonymousCalls, VIEWER_ROUTES.publicDefinition).length).toBeGreaterThanOrEqual(2);
  });

  it('asks for the password of a PASSWORD dashboard, says when it is wrong, then sends the token it gets', async () => {
    const user = userEvent.setup();
    const { anonymousCalls } = showPage(false, {
      anonymous: passwordRoutes((request: MockRequest) =>
        (request.body as { password: string }).password === 'Right-pass1!'
          ? { token: 'good-token', expiresAt: inAnHour() }
          : errorReply(401, 'The password is incorrect.'),
      ),
    });
    const password = await screen.findByLabelText(DASHBOARD_TEXT.fields.password);
    expect(screen.getByText(DASHBOARD_TEXT.passwordPrompt)).toBeTruthy();

    await user.type(password, 'guess{Enter}');
    expect(await screen.findByText(DASHBOARD_TEXT.wrongPassword)).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Right-pass1!');
    await user.click(screen.getByRole('button', { name: DASHBOARD_TEXT.unlock }));
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeTruthy();
    await waitFor(() => expect(callsTo(anonymousCalls, VIEWER_ROUTES.publicMultiple)).toHaveLength(1));
    expect(callsTo(anonymousCalls, VIEWER_ROUTES.publicMultiple)[0]?.headers.get(TOKEN_HEADER)).toBe(
      'good-token',
    );
    expect(readViewerToken(DASHBOARD_ID)).toBe('good-token');
  });

  it('uses a token kept for this dashboard, and drops one the server refuses', async () => {
    window.sessionStorage.setItem(
      `hde.dashboard-token.${DASHBOARD_ID}`,
      JSON.stringify({ token: 'good-token', expiresAt: inAnHour() }),
    );
    const kept = showPage(false, { anonymous: passwordRoutes(errorReply(500)) });
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeTruthy();
    expect(kept.anonymousCalls.some((call) => call.path.endsWith('/unlock'))).toBe(false);
    kept.unmount();

    window.sessionStorage.setItem(
      `hde.dashboard-token.${DASHBOARD_ID}`,
      JSON.stringify({ token: 'stale-token', expiresAt: inAnHour() }),
    );
    const { anonymousCalls } = showPage(false, { anonymous: passwordRoutes(errorReply(500)) });
    expect(await screen.findByLabelText(DASHBOARD_TEXT.fields.password)).toBeTruthy();
    expect(readViewerToken(DASHBOARD_ID)).toBeNull();
    expect(anonymousCalls.map((call) => call.headers.get(TOKEN_HEADER))).toEqual(['stale-token', null]);
  });

  it('asks for the password again when the token expires while the dashboard is open', async () => {
    window.sessionStorage.setItem(
      `hde.dashboard-token.${DASHBOARD_ID}`,
      JSON.stringify({ token: 'good-token', expiresAt: inAnHour() }),
    );
    showPage(false, {
      anonymous: {
        ...passwordRoutes(errorReply(500)),
        [VIEWER_ROUTES.publicMultiple]: errorReply(401, 'The viewer token expired'),
      },
    });
    const form = await screen.findByRole('form', { name: DASHBOARD_TEXT.passwordPrompt });
    expect(within(form).getByRole('button', { name: DASHBOARD_TEXT.unlock })).toBeTruthy();
    expect(readViewerToken(DASHBOARD_ID)).toBeNull();
  });
});
