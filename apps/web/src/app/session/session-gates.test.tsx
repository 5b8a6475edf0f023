import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SHELL_TEXT } from '@hde/contracts/text';
import { makeAuthSession, renderWithProviders } from '../../test/render-with-providers';
import { AppProviders } from '../providers/app-providers';
import { RootRoutes } from '../router/root-routes';
import { AuthCallbackPage } from './auth-callback-page';
import { RequireSession } from './require-session';

describe('AuthCallbackPage', () => {
  it('completes sign-in and replaces the URL with the page first asked for', async () => {
    const auth = makeAuthSession({ completeSignIn: vi.fn(async () => '/back-here?id=1') });
    renderWithProviders(null, {
      auth,
      path: '/auth/callback?code=x&state=y',
      routes: [
        { path: '/auth/callback', element: <AuthCallbackPage /> },
        { path: '/back-here', element: <p>returned</p> },
      ],
    });
    expect(await screen.findByText('returned')).toBeTruthy();
    expect(auth.completeSignIn).toHaveBeenCalled();
  });

  it('offers to sign in again when the callback fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = makeAuthSession({
      completeSignIn: vi.fn(async () => Promise.reject(new Error('state mismatch'))),
    });
    renderWithProviders(null, {
      auth,
      path: '/auth/callback',
      routes: [{ path: '/auth/callback', element: <AuthCallbackPage /> }],
    });
    expect(await screen.findByText(SHELL_TEXT.signInFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SHELL_TEXT.signInAgain }));
    expect(auth.signIn).toHaveBeenCalledWith('/');
  });
});

describe('RequireSession', () => {
  it('renders its children once the session and the user are there', async () => {
    renderWithProviders(
      <RequireSession>
        <p>inside</p>
      </RequireSession>,
    );
    expect(await screen.findByText('inside')).toBeTruthy();
  });

  it('keeps the loading screen while sign-in redirects', async () => {
    const auth = makeAuthSession({ restoreSession: vi.fn(async () => false) });
    renderWithProviders(
      <RequireSession>
        <p>inside</p>
      </RequireSession>,
      { auth },
    );
    expect(await screen.findByText(SHELL_TEXT.loading)).toBeTruthy();
    expect(auth.restoreSession).toHaveBeenCalled();
    expect(screen.queryByText('inside')).toBeNull();
  });
});

describe('RootRoutes', () => {
  it('shows public paths without sign-in and without the shell (a public path naming no dashboard: 404)', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/public']}>
          <RootRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText(SHELL_TEXT.notFound)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
