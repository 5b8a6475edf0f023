import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  ERROR_MESSAGES,
  MDI_DEMO_WORKSPACE_ID,
  SHELL_TEXT,
  TOX_WORKSPACE_ID,
  WORKSPACE_PAGE_TEXT,
} from '@hde/contracts';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NoWorkspacePage } from './no-workspace-page';
import { WorkspacePage } from './workspace-page';

function renderAt(path: string, routes: MockRoutes) {
  const mock = createMockApi(routes);
  renderWithProviders(null, {
    api: mock.api,
    path,
    routes: [
      { path: '/:moduleId/workspace/:workspaceId', element: <WorkspacePage /> },
      { path: '/:moduleId/restricted', element: <p>restricted page</p> },
    ],
  });
  return mock;
}

describe('WorkspacePage', () => {
  it('shows a spinner, then the name and description with the empty-state card', async () => {
    const { calls } = renderAt('/mdi/workspace/ws-1?id=overview', {
      'GET /v2/app/workspace/ws-1': makeWorkspace('ws-1', {
        name: 'Jefferson County',
        description: 'Our cases',
      }),
    });
    expect(screen.getByRole('progressbar', { name: WORKSPACE_PAGE_TEXT.loading })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jefferson County' })).toBeTruthy();
    expect(screen.getByText('Our cases')).toBeTruthy();
    expect(screen.getByText(WORKSPACE_PAGE_TEXT.empty)).toBeTruthy();
    expect(screen.queryByText(SHELL_TEXT.banners.demoMode)).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/v2/app/workspace/ws-1']);
  });

  it('shows the demo banner on demo workspaces', async () => {
    renderAt(`/mdi/workspace/${MDI_DEMO_WORKSPACE_ID}`, {
      [`GET /v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`]: makeWorkspace(MDI_DEMO_WORKSPACE_ID, {
        name: 'MDI Demo Workspace',
        demo: true,
      }),
    });
    expect(await screen.findByText(SHELL_TEXT.banners.demoMode)).toBeTruthy();
  });

  it('loads tox workspaces from the tox base', async () => {
    const { calls } = renderAt(`/tox/workspace/${TOX_WORKSPACE_ID}`, {
      [`GET /v2/tox/workspace/${TOX_WORKSPACE_ID}`]: makeWorkspace(TOX_WORKSPACE_ID, {
        moduleId: 'tox',
        name: 'Smart Toxicology',
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart Toxicology' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([`/v2/tox/workspace/${TOX_WORKSPACE_ID}`]);
  });

  it('shows the 404 page when the workspace is not visible', async () => {
    renderAt('/mdi/workspace/nope', { 'GET /v2/app/workspace/nope': errorReply(404) });
    expect(await screen.findByRole('heading', { name: SHELL_TEXT.notFound })).toBeTruthy();
  });

  it('goes to the Access Required page on 403', async () => {
    renderAt('/mdi/workspace/locked', { 'GET /v2/app/workspace/locked': errorReply(403) });
    expect(await screen.findByText('restricted page')).toBeTruthy();
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
