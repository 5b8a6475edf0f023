import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Workspace } from '@hde/contracts/api';
import { DASHBOARD_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts/text';
import {
  DASHBOARDS_PATH,
  featureFlags,
  forgetCachedFlags,
  listOf,
  makeDashboard,
} from '../../../dashboards/dashboards-test-fixtures';
import { createMockApi, reply, type MockRoutes } from '../../../../test/mock-api';
import { makeWorkspace } from '../../../../test/module-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { WorkspacePage } from '../../pages/workspace-page';

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderDashboardsTab(workspace: Workspace, routes: MockRoutes) {
  const mock = createMockApi({ [`GET /v2/app/workspace/${workspace.id}`]: workspace, ...routes });
  renderWithProviders(null, {
    api: mock.api,
    path: `/mdi/workspace/${workspace.id}?id=dashboards`,
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
    ],
  });
  return mock;
}

const search = () => screen.getByRole('status', { name: 'search' }).textContent;
const listCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === DASHBOARDS_PATH);

beforeEach(forgetCachedFlags);

describe('My Dashboards tab', () => {
  it('shows the table when the flag is on and the user has a dashboard, even when named by the address', async () => {
    renderDashboardsTab(makeWorkspace('ws-1'), {
      'GET /v2/features': featureFlags(true),
      [`GET ${DASHBOARDS_PATH}`]: listOf(makeDashboard('d1', { name: 'Weekly' })),
    });
    expect(await screen.findByRole('tab', { name: WORKSPACE_TAB_LABELS.dashboards })).toBeTruthy();
    // The tab's code loads first, which can take seconds on a cold run.
    expect(
      await screen.findByRole('table', { name: DASHBOARD_TEXT.myDashboards }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Weekly')).toBeTruthy();
    expect(search()).toBe('?id=dashboards');
  });

  it('is hidden while the user has no dashboards', async () => {
    renderDashboardsTab(makeWorkspace('ws-1'), {
      'GET /v2/features': featureFlags(true),
      [`GET ${DASHBOARDS_PATH}`]: listOf(),
    });
    await waitFor(() => expect(search()).toBe('?id=overview'));
    expect(screen.queryByRole('tab', { name: WORKSPACE_TAB_LABELS.dashboards })).toBeNull();
  });

  it('is hidden, and the list never asked, with the flag off', async () => {
    const { calls } = renderDashboardsTab(makeWorkspace('ws-1'), {
      'GET /v2/features': featureFlags(false),
      [`GET ${DASHBOARDS_PATH}`]: listOf(makeDashboard('d1')),
    });
    await waitFor(() => expect(search()).toBe('?id=overview'));
    expect(screen.queryByRole('tab', { name: WORKSPACE_TAB_LABELS.dashboards })).toBeNull();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('is not offered to a USER, whose role may not manage dashboards', async () => {
    const { calls } = renderDashboardsTab(makeWorkspace('ws-1', { workspaceRole: 'USER' }), {
      'GET /v2/features': featureFlags(true),
      [`GET ${DASHBOARDS_PATH}`]: reply(403),
    });
    expect(await screen.findByRole('tab', { name: WORKSPACE_TAB_LABELS.overview })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: WORKSPACE_TAB_LABELS.dashboards })).toBeNull();
    expect(listCalls(calls)).toHaveLength(0);
  });
});
