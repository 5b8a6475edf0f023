import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_TEXT, PRODUCT_NAME, SHELL_TEXT, THEME_COOKIE } from '@hde/contracts';
import { readCookie } from '../../lib/cookies';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { shellChildRoutes } from '../router/shell-routes';
import { AppShell } from './app-shell';

const routes = [{ element: <AppShell />, children: shellChildRoutes }];

describe('AppShell', () => {
  it('has header, navigation and main landmarks with the logo and wordmark', async () => {
    renderWithProviders(null, { routes, path: '/account' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: PRODUCT_NAME }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: SHELL_TEXT.sidebar.label })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.title })).toBeTruthy();
  });

  it('redirects / to /account', async () => {
    renderWithProviders(null, { routes, path: '/' });
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXT.title })).toBeTruthy();
  });

  it('shows the 404 text for unknown paths inside the shell', () => {
    renderWithProviders(null, { routes, path: '/no/such/page' });
    expect(within(screen.getByRole('main')).getByText(SHELL_TEXT.notFound)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the user initials and opens the avatar menu with My Account and Logout', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithProviders(null, {
      routes,
      path: '/no/such/page',
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
    renderWithProviders(null, { routes, path: '/no/such/page' });
    screen.getByRole('button', { name: SHELL_TEXT.avatarMenu.open }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe(SHELL_TEXT.avatarMenu.account));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe(SHELL_TEXT.avatarMenu.logout);
  });

  it('toggles the theme and keeps it in the hde_mode cookie', async () => {
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/no/such/page' });
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
    renderWithProviders(null, { routes, path: '/no/such/page' });
    expect(
      screen
        .getByRole('button', { name: SHELL_TEXT.theme.toggle })
        .querySelector('[data-testid="LightModeOutlinedIcon"]'),
    ).not.toBeNull();
  });
});
