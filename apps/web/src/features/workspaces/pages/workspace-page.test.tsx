import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { MDI_DEMO_WORKSPACE_ID, TOX_WORKSPACE_ID } from '@hde/contracts';
import { FEATURE_FLAGS, type Workspace } from '@hde/contracts/api';
import {
  ERROR_MESSAGES,
  SHELL_TEXT,
  WORKSPACE_PAGE_TEXT,
  WORKSPACE_SETTINGS_TEXT,
  ANALYTICS_TEXT,
  OVERVIEW_TEXT,
  WORKSPACE_TAB_EMPTY_TEXT,
  WORKSPACE_TAB_LABELS,
  WORKSPACE_TABS_TEXT,
  TOX_TEXT,
  TOX_TRENDS_TEXT,
  unknownTab,
} from '@hde/contracts/text';
import { createMockApi, errorReply, type MockRequest, type MockRoutes } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NoWorkspacePage } from './no-workspace-page';
import { WorkspacePage } from './workspace-page';

const L = WORKSPACE_TAB_LABELS;

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderAt(path: string, routes: MockRoutes) {
  const mock = createMockApi(routes);
  renderWithProviders(null, {
    api: mock.api,
    path,
    routes: [
      {
        path: '/:moduleId/workspace/:workspaceId',
        element: (
          <>
            <WorkspacePage />
            <Search />
          </>
        ),
      },
      {
        path: '/:moduleId/restricted',
        element: (
          <>
            <p>restricted page</p>
            <Search />
          </>
        ),
      },
    ],
  });
  return mock;
}

const renderWorkspace = (workspace: Workspace, search = '') =>
  renderAt(`/${workspace.moduleId}/workspace/${workspace.id}${search}`, {
    [`GET /v2/${workspace.moduleId === 'tox' ? 'tox' : 'app'}/workspace/${workspace.id}`]: workspace,
  });

const workspaceCalls = (calls: MockRequest[]) =>
  calls.map((call) => call.path).filter((path) => path.includes('/workspace/'));
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const search = () => screen.getByRole('status', { name: 'search' }).textContent;

describe('WorkspacePage', () => {
  it('shows a spinner, then the header, the tabs and the Overview', async () => {
    const { calls } = renderWorkspace(
      makeWorkspace('ws-1', { name: 'Jefferson County', description: 'Our cases' }),
    );
    expect(screen.getByRole('progressbar', { name: WORKSPACE_PAGE_TEXT.loading })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jefferson County' })).toBeTruthy();
    expect(screen.getByText('Our cases')).toBeTruthy();
    expect(screen.getByRole('tab', { name: L.overview }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: L.overview });
    // The Overview tab is loaded lazily: its first transform in a cold test run can take more than a second.
    expect(await within(panel).findByRole('heading', { name: L.overview }, { timeout: 10_000 })).toBeTruthy();
    expect(within(panel).getByRole('region', { name: OVERVIEW_TEXT.recentCasesTitle })).toBeTruthy();
    expect(screen.queryByText(SHELL_TEXT.banners.demoMode)).toBeNull();
    expect(workspaceCalls(calls).filter((path) => path === '/v2/app/workspace/ws-1')).toHaveLength(1);
  });

  it.each([
    ['OWNER', [L.overview, L.analytics, L.import, L.management, L.settings]],
    ['ADMIN', [L.overview, L.analytics, L.import, L.management, L.settings]],
    ['CONTRIBUTOR', [L.overview, L.analytics, L.import]],
    ['USER', [L.overview, L.analytics]],
  ])('shows the tabs of %s', async (role, expected) => {
    renderWorkspace(makeWorkspace('ws-1', { workspaceRole: role }));
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(expected);
  });

  it('adds Public Dashboard to public workspaces for owners and admins only', async () => {
    renderWorkspace(makeWorkspace('ws-1', { workspaceRole: 'ADMIN', public: true }));
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual([L.overview, L.analytics, L.import, L.public, L.management, L.settings]);
  });

  it('hides Public Dashboard from users of a public workspace', async () => {
    renderWorkspace(makeWorkspace('ws-1', { workspaceRole: 'USER', public: true }));
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual([L.overview, L.analytics]);
  });

  it('treats everyone but the superhero as USER in demo workspaces, and shows the demo banner', async () => {
    renderWorkspace(
      makeWorkspace(MDI_DEMO_WORKSPACE_ID, {
        name: 'MDI Demo Workspace',
        demo: true,
        workspaceRole: 'OWNER',
      }),
    );
    expect(await screen.findByText(SHELL_TEXT.banners.demoMode)).toBeTruthy();
    expect(tabNames()).toEqual([L.overview, L.analytics]);
  });

  it('gives the superhero the owner tabs in demo workspaces', async () => {
    renderWorkspace(makeWorkspace(MDI_DEMO_WORKSPACE_ID, { demo: true, workspaceRole: 'SUPERHERO' }));
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual([L.overview, L.analytics, L.import, L.management, L.settings]);
  });

  it('opens the tab named by ?id and rewrites the parameter on change', async () => {
    const user = userEvent.setup();
    renderAt('/mdi/workspace/ws-1?id=import&tab=case_list', {
      'GET /v2/app/workspace/ws-1': makeWorkspace('ws-1'),
      'GET /v2/app/file/list': { items: [], total: 0 },
    });
    // The Import tab is loaded lazily: its first transform in a cold test run can take more than a second.
    expect(await screen.findByText(WORKSPACE_TAB_EMPTY_TEXT.import, {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: L.analytics }));
    expect(
      await screen.findByRole('tablist', { name: ANALYTICS_TEXT.dashboardTabs }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(search()).toBe('?id=analytics');
  });

  it('moves a caseId to the analytics tab, keeping caseId', async () => {
    renderWorkspace(makeWorkspace('ws-1'), '?id=overview&caseId=C-17&other=1');
    expect(
      await screen.findByRole('heading', { name: ANALYTICS_TEXT.caseHeading('C-17') }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: L.analytics }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(search()).toBe('?id=analytics&caseId=C-17'));
  });

  it('says so for an unknown tab', async () => {
    renderWorkspace(makeWorkspace('ws-1'), '?id=billing');
    expect(await screen.findByText(unknownTab('billing'))).toBeTruthy();
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
  });

  it('tells a role that may not see a tab so, instead of calling it unknown', async () => {
    renderWorkspace(makeWorkspace('ws-1', { workspaceRole: 'USER' }), '?id=settings');
    expect(await screen.findByText(WORKSPACE_TABS_TEXT.noAccess)).toBeTruthy();
    expect(screen.queryByText(unknownTab('settings'))).toBeNull();
    expect(screen.queryByText(WORKSPACE_SETTINGS_TEXT.details.title)).toBeNull();
  });

  it('opens Overview for Public Dashboard of a private workspace', async () => {
    renderWorkspace(makeWorkspace('ws-1'), '?id=public');
    await waitFor(() => expect(search()).toBe('?id=overview'));
    expect(screen.getByRole('tab', { name: L.overview }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps My Dashboards hidden while the user has no dashboards, even with the flag on', async () => {
    const flag = FEATURE_FLAGS.multipleDashboards;
    renderAt('/mdi/workspace/ws-1?id=dashboards', {
      'GET /v2/app/workspace/ws-1': makeWorkspace('ws-1'),
      'GET /v2/features': { [flag]: { name: flag, active: true } },
    });
    await waitFor(() => expect(search()).toBe('?id=overview'));
    expect(tabNames()).not.toContain(L.dashboards);
  });

  it('shows the Settings tab to owners', async () => {
    renderWorkspace(makeWorkspace('ws-1'), '?id=settings');
    expect(await screen.findByRole('heading', { name: WORKSPACE_SETTINGS_TEXT.details.title })).toBeTruthy();
  });

  it('loads tox workspaces from the tox base with Case Analytics and Trends & Patterns', async () => {
    const { calls } = renderWorkspace(
      makeWorkspace(TOX_WORKSPACE_ID, { moduleId: 'tox', name: 'Smart Toxicology', workspaceRole: 'OWNER' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart Toxicology' })).toBeTruthy();
    expect(tabNames()).toEqual([L['case-analytics'], L.trends]);
    expect(
      await screen.findByRole('button', { name: TOX_TEXT.createCase }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(SHELL_TEXT.banners.demoMode)).toBeNull();
    expect(workspaceCalls(calls)).toEqual([`/v2/tox/workspace/${TOX_WORKSPACE_ID}`]);
    // Its owner has no custom dashboards to look for: they are saved from MDI workspaces only.
    expect(calls.some((call) => call.path.includes('/dashboards'))).toBe(false);
  });

  it('opens Trends & Patterns in a tox workspace for a user', async () => {
    const workspace = makeWorkspace(TOX_WORKSPACE_ID, { moduleId: 'tox', workspaceRole: 'USER' });
    renderAt(`/tox/workspace/${TOX_WORKSPACE_ID}?id=trends`, {
      [`GET /v2/tox/workspace/${TOX_WORKSPACE_ID}`]: workspace,
      'GET /v2/tox-insights/substances': { substances: [] },
      'GET /v2/tox-insights/trends': () => new Promise(() => undefined),
    });
    const panel = await screen.findByRole('tabpanel', { name: L.trends });
    expect(await within(panel).findByRole('button', { name: TOX_TRENDS_TEXT.getTrends })).toBeTruthy();
    expect(screen.getByRole('tab', { name: L.trends }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the 404 page when the workspace is not visible', async () => {
    renderAt('/mdi/workspace/nope', { 'GET /v2/app/workspace/nope': errorReply(404) });
    expect(await screen.findByRole('heading', { name: SHELL_TEXT.notFound })).toBeTruthy();
  });

  it('goes to the Access Required page on 403, naming the workspace it refused', async () => {
    renderAt('/mdi/workspace/locked', { 'GET /v2/app/workspace/locked': errorReply(403) });
    expect(await screen.findByText('restricted page')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('?workspace=locked');
  });

  it('shows the workspace error with a retry on other failures', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/mdi/workspace/ws-1', { 'GET /v2/app/workspace/ws-1': errorReply(500) });
    expect(await screen.findByText(ERROR_MESSAGES.workspaceList)).toBeTruthy();
    expect(screen.getByRole('button', { name: SHELL_TEXT.tryAgain })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('makes no call for an "undefined" id', () => {
    const { calls } = renderAt('/mdi/workspace/undefined', {});
    expect(calls).toEqual([]);
  });

  it('is a 404 for modules without workspaces', () => {
    renderAt('/lims/workspace/x', {});
    expect(screen.getByRole('heading', { name: SHELL_TEXT.notFound })).toBeTruthy();
  });
});

describe('Public dashboard preparation', () => {
  const preparing = WORKSPACE_SETTINGS_TEXT.preparingDialog;

  it('shows the preparing dialog while syncing and polls until the flag clears', async () => {
    let reads = 0;
    renderAt('/mdi/workspace/ws-1?id=public', {
      'GET /v2/app/workspace/ws-1': () => {
        reads += 1;
        return makeWorkspace('ws-1', { public: true, publicDashboardSyncing: reads === 1 });
      },
    });
    expect(await screen.findByRole('dialog', { name: preparing.title })).toBeTruthy();
    expect(screen.getByText(preparing.body)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: preparing.title })).toBeNull(), {
      timeout: 4000,
    });
    expect(reads).toBe(2);
  });

  it('closes with Close and stays on the tab', async () => {
    const user = userEvent.setup();
    renderWorkspace(makeWorkspace('ws-1', { public: true, publicDashboardSyncing: true }), '?id=public');
    await user.click(await screen.findByRole('button', { name: preparing.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search()).toBe('?id=public');
  });

  it('goes back to Settings with Back To Settings', async () => {
    const user = userEvent.setup();
    renderWorkspace(makeWorkspace('ws-1', { public: true, publicDashboardSyncing: true }), '?id=public');
    await user.click(await screen.findByRole('button', { name: preparing.backToSettings }));
    expect(await screen.findByRole('heading', { name: WORKSPACE_SETTINGS_TEXT.details.title })).toBeTruthy();
    expect(search()).toBe('?id=settings');
  });
});

describe('NoWorkspacePage', () => {
  it('explains that there is no workspace yet and links to the Module Manager', () => {
    renderWithProviders(<NoWorkspacePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: WORKSPACE_PAGE_TEXT.noWorkspaceTitle }),
    ).toBeTruthy();
    expect(screen.getByText(WORKSPACE_PAGE_TEXT.noWorkspaceBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: WORKSPACE_PAGE_TEXT.moduleManager }).getAttribute('href')).toBe(
      '/module-manager',
    );
  });
});
