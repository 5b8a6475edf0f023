import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { MDI_DEMO_WORKSPACE_ID, WORKSPACE_SELECTOR_MAX_HEIGHT } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_SELECTOR_TEXT as text } from '@hde/contracts/text';
import { makeUser } from '../../../test/fixtures';
import { createMockApi, type MockRoutes } from '../../../test/mock-api';
import { makeModule, makeWorkspace } from '../../../test/module-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WorkspaceSelector } from './workspace-selector';

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const workspaces = [
  makeWorkspace('old', { name: 'Old Office', createdAt: '2025-01-01T00:00:00.000Z' }),
  makeWorkspace('new', { name: 'New Office', createdAt: '2026-03-01T00:00:00.000Z' }),
  makeWorkspace('mid', { name: 'Mid Office', createdAt: '2025-06-01T00:00:00.000Z' }),
];

function renderSelector(
  list: Workspace[],
  path: string,
  defaultWorkspace: string | null = null,
  routes: MockRoutes = {},
) {
  const { api } = createMockApi({
    'GET /v2/module-manager/modules': { items: [makeModule('mdi', 'ACTIVE_SUBSCRIPTION')], total: 1 },
    'GET /v2/app/workspace/list': { items: list, total: list.length, pageSize: 1000 },
    ...routes,
  });
  const element = (
    <>
      <WorkspaceSelector />
      <Probe />
    </>
  );
  return renderWithProviders(null, {
    api,
    path,
    routes: [{ path: '*', element }],
    user: makeUser({ userConfiguration: { ...makeUser().userConfiguration, defaultWorkspace } }),
  });
}

async function openMenu(currentName: string) {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: `${text.label}: ${currentName}` });
  await user.click(button);
  return { user, menu: screen.getByRole('menu') };
}

describe('WorkspaceSelector', () => {
  it('shows the current workspace from the path and lists the default first, then newest first', async () => {
    renderSelector(workspaces, '/mdi/workspace/mid', 'old');
    const { menu } = await openMenu('Mid Office');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Old Office',
      'New Office',
      'Mid Office',
      text.workspaceManager,
    ]);
    expect(within(items[0]!).getByTitle(text.defaultWorkspace)).toBeTruthy();
    expect(within(items[1]!).queryByTitle(text.defaultWorkspace)).toBeNull();
    expect(items[2]!.className).toMatch(/Mui-selected/);
  });

  it('names a demo workspace it is in, which is not in the list, and marks it in the menu', async () => {
    const demo = makeWorkspace(MDI_DEMO_WORKSPACE_ID, { name: 'MDI Demo Workspace', demo: true });
    renderSelector(workspaces, `/mdi/workspace/${MDI_DEMO_WORKSPACE_ID}`, null, {
      [`GET /v2/app/workspace/${MDI_DEMO_WORKSPACE_ID}`]: demo,
    });
    const { menu } = await openMenu('MDI Demo Workspace');
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]!.textContent).toBe('MDI Demo Workspace');
    expect(items[0]!.className).toMatch(/Mui-selected/);
    expect(items).toHaveLength(workspaces.length + 2);
  });

  it('caps the menu height and keeps Workspace Manager sticky at the bottom', async () => {
    renderSelector(workspaces, '/mdi/workspace/new');
    const { menu } = await openMenu('New Office');
    const paper = menu.closest('.MuiPaper-root') as HTMLElement;
    expect(getComputedStyle(paper).maxHeight).toBe(`${WORKSPACE_SELECTOR_MAX_HEIGHT}px`);
    const manager = within(menu).getByRole('menuitem', { name: text.workspaceManager });
    expect(getComputedStyle(manager).position).toBe('sticky');
    expect(getComputedStyle(manager).bottom).toBe('0px');
  });

  it('goes to the workspace manager, leaving the current workspace', async () => {
    renderSelector(workspaces, '/mdi/workspace/new');
    const { user, menu } = await openMenu('New Office');
    await user.click(within(menu).getByRole('menuitem', { name: text.workspaceManager }));
    expect(screen.getByTestId('location').textContent).toBe('/mdi/workspace-manager');
    expect(await screen.findByRole('button', { name: `${text.label}: ${text.placeholder}` })).toBeTruthy();
  });

  it('opens a chosen workspace', async () => {
    renderSelector(workspaces, '/mdi/workspace-manager');
    const { user, menu } = await openMenu(text.placeholder);
    await user.click(within(menu).getByRole('menuitem', { name: 'Old Office' }));
    expect(screen.getByTestId('location').textContent).toBe('/mdi/workspace/old');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('says when there are no workspaces', async () => {
    renderSelector([], '/mdi/workspace');
    const { menu } = await openMenu(text.placeholder);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([text.empty, text.workspaceManager]);
    expect(items[0]!.getAttribute('aria-disabled')).toBe('true');
  });
});
