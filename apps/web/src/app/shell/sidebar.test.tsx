import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { APP_VERSION, TOX_WORKSPACE_ID } from '@hde/contracts';
import { SHELL_TEXT } from '@hde/contracts/text';
import { makeUser, testClientConfig } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { makeModule, makeWorkspace } from '../../test/module-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Sidebar } from './sidebar';

const { sidebar } = SHELL_TEXT;

function navLinks() {
  return within(screen.getByRole('navigation', { name: sidebar.label })).getAllByRole('link');
}

describe('Sidebar', () => {
  it('lists MDI, Smart Toxicology, Module Manager and Help Center for a beta user', () => {
    renderWithProviders(<Sidebar />, { user: makeUser({}, true) });
    expect(navLinks().map((link) => link.textContent)).toEqual([
      sidebar.mdi,
      sidebar.tox,
      sidebar.moduleManager,
      sidebar.helpCenter,
    ]);
    expect(navLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/mdi/workspace',
      `/tox/workspace/${TOX_WORKSPACE_ID}`,
      '/module-manager',
      testClientConfig.helpCenterUrl,
    ]);
  });

  it.each([
    ['the default workspace', 'b', '/mdi/workspace-manager', '/mdi/workspace/b'],
    ['the current workspace without a default', null, '/mdi/workspace/c?id=analytics', '/mdi/workspace/c'],
    ['the first workspace otherwise', null, '/module-manager', '/mdi/workspace/a'],
  ])('links MDI to %s', async (_rule, defaultWorkspace, path, expected) => {
    const { api } = createMockApi({
      'GET /v2/module-manager/modules': { items: [makeModule('mdi', 'ACTIVE_SUBSCRIPTION')], total: 1 },
      'GET /v2/app/workspace/list': {
        items: ['a', 'b', 'c'].map((id) => makeWorkspace(id)),
        total: 3,
        pageSize: 1000,
      },
    });
    renderWithProviders(<Sidebar />, {
      api,
      path,
      user: makeUser({ userConfiguration: { ...makeUser().userConfiguration, defaultWorkspace } }),
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: sidebar.mdi }).getAttribute('href')).toBe(expected),
    );
  });

  it('hides Smart Toxicology from users without beta', () => {
    renderWithProviders(<Sidebar />, { user: makeUser({}, false) });
    expect(navLinks().map((link) => link.textContent)).toEqual([
      sidebar.mdi,
      sidebar.moduleManager,
      sidebar.helpCenter,
    ]);
  });

  it('opens the Help Center in a new tab', () => {
    renderWithProviders(<Sidebar />);
    const help = screen.getByRole('link', { name: sidebar.helpCenter });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['/mdi/workspace/abc?id=analytics', sidebar.mdi],
    ['/mdi/workspace-manager', sidebar.mdi],
    ['/tox/workspace/fixed/tox-case-details/9', sidebar.tox],
    ['/module-manager', sidebar.moduleManager],
  ])('highlights the item of %s by path prefix', (path, active) => {
    renderWithProviders(<Sidebar />, { path, user: makeUser({}, true) });
    const current = navLinks().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([active]);
    expect(current[0]?.className).toMatch(/Mui-selected/);
  });

  it('highlights nothing on the account page or a look-alike prefix', () => {
    renderWithProviders(<Sidebar />, { path: '/mdix', user: makeUser({}, true) });
    expect(navLinks().filter((link) => link.getAttribute('aria-current'))).toEqual([]);
  });

  it('shows the version', () => {
    renderWithProviders(<Sidebar />);
    expect(screen.getByText(SHELL_TEXT.version(APP_VERSION)).textContent).toBe('Version 3.1.2');
  });
});
