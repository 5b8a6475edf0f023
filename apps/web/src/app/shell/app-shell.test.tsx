import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_NAME, THEME_COOKIE } from '@hde/contracts';
import { ACCOUNT_TEXT, MODULE_MANAGER_TEXT, SHELL_TEXT } from '@hde/contracts/text';
import { readCookie } from '../../lib/cookies';
import { makeUser } from '../../test/fixtures';
import { createMockApi } from '../../test/mock-api';
import { makeModule, makeWorkspace } from '../../test/module-fixtures';
import { renderWithProviders as render, type ProviderOptions } from '../../test/render-with-providers';
import { shellChildRoutes } from '../router/shell-routes';
import { AppShell } from './app-shell';

const routes = [{ element: <AppShell />, children: shellChildRoutes }];

/** The shell with a user who may start the MDI trial (no module with access). */
function renderWithProviders(ui: null, options: ProviderOptions) {
  const { api } = createMockApi({
    'GET /v2/module-manager/modules': { items: [makeModule('mdi', 'TRIAL_AVAILABLE')], total: 1 },
  });
  return render(ui, { api, ...options });
}

describe('AppShell', () => {
  it('has header, navigation and main landmarks with the logo and wordmark', async () => {
    renderWithProviders(null, { routes, path: '/account' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: PRODUCT_NAME }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: SHELL_TEXT.sidebar.label })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.title })).toBeTruthy();
  });

  it('redirects / by the routing rules (no module with access: the Module Manager)', async () => {
    renderWithProviders(null, { routes, path: '/' });
    expect(screen.getByText(SHELL_TEXT.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: MODULE_MANAGER_TEXT.bannerTitle })).toBeTruthy();
  });

  it('redirects / to the default workspace of the first module with access', async () => {
    const workspace = makeWorkspace('ws-2', { name: 'Second Office' });
    const { api } = createMockApi({
      'GET /v2/module-manager/modules': { items: [makeModule('mdi', 'TRIAL_ACTIVE_SUBSCRIPTION')], total: 1 },
      'GET /v2/app/workspace/list': { items: [makeWorkspace('ws-1'), workspace], total: 2, pageSize: 1000 },
      'GET /v2/app/workspace/ws-2': workspace,
    });
    render(null, {
      api,
      routes,
      path: '/',
      user: makeUser({ userConfiguration: { ...makeUser().userConfiguration, defaultWorkspace: 'ws-2' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Second Office' })).toBeTruthy();
    expect(screen.getByRole('link', { name: SHELL_TEXT.sidebar.mdi }).getAttribute('href')).toBe(
      '/mdi/workspace/ws-2',
    );
  });

  it('shows the 404 text for unknown paths inside the shell', async () => {
    renderWithProviders(null, { routes, path: '/no/such/page' });
    expect(await within(await screen.findByRole('main')).findByText(SHELL_TEXT.notFound)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the user initials and opens the avatar menu with My Account and Logout', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithProviders(null, {
      routes,
      path: '/account',
      user: makeUser({ firstName: 'Ada', lastName: 'Lovelace' }),
    });
    const avatarButton = screen.getByRole('button', { name: SHELL_TEXT.avatarMenu.open });
    expect(avatarButton.textContent).toBe('AL');
    await user.click(avatarButton);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([SHELL_TEXT.avatarMenu.account, SHELL_TEXT.avatarMenu.logout]);

    await user.click(within(menu).getByRole('menuitem', { name: SHELL_TEXT.avatarMenu.account }));
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.title })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: SHELL_TEXT.avatarMenu.open }));
    await user.click(screen.getByRole('menuitem', { name: SHELL_TEXT.avatarMenu.logout }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('opens the avatar menu from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/account' });
    screen.getByRole('button', { name: SHELL_TEXT.avatarMenu.open }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe(SHELL_TEXT.avatarMenu.account));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe(SHELL_TEXT.avatarMenu.logout);
  });

  it('toggles the theme and keeps it in the hde_mode cookie', async () => {
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/account' });
    const toggle = screen.getByRole('button', { name: SHELL_TEXT.theme.toggle });
    const lightBackground = getComputedStyle(document.body).backgroundColor;
    await user.click(toggle);
    expect(readCookie(THEME_COOKIE)).toBe('dark');
    expect(getComputedStyle(document.body).backgroundColor).not.toBe(lightBackground);
    await user.click(toggle);
    expect(readCookie(THEME_COOKIE)).toBe('light');
  });

  it('starts in the mode kept in the cookie', () => {
    document.cookie = `${THEME_COOKIE}=dark; path=/`;
    renderWithProviders(null, { routes, path: '/account' });
    expect(
      screen
        .getByRole('button', { name: SHELL_TEXT.theme.toggle })
        .querySelector('[data-testid="LightModeOutlinedIcon"]'),
    ).not.toBeNull();
  });
});
