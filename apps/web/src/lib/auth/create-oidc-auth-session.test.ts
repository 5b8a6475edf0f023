import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserManager } from 'oidc-client-ts';
import { createOidcAuthSession } from './create-oidc-auth-session';

interface FakeUser {
  access_token: string;
  refresh_token?: string;
  expired: boolean;
  state?: unknown;
}

function fakeManager(user: FakeUser | null) {
  const manager = {
    getUser: vi.fn(async () => user),
    signinRedirect: vi.fn(async () => undefined),
    signinSilent: vi.fn(async () => ({ ...user, expired: false })),
    signinRedirectCallback: vi.fn(async () => ({ state: { returnTo: '/account?id=profile' } })),
    signoutRedirect: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
  };
  return { manager, session: createOidcAuthSession(manager as unknown as UserManager) };
}

describe('createOidcAuthSession', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/mdi/workspace/7?id=analytics#x');
  });

  it('starts sign-in with the current location as returnTo when nobody is signed in', async () => {
    const { manager, session } = fakeManager(null);
    await expect(session.restoreSession()).resolves.toBe(false);
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/mdi/workspace/7?id=analytics#x' },
    });
    expect(session.isRedirecting()).toBe(true);
  });

  it('accepts a stored, unexpired session', async () => {
    const { manager, session } = fakeManager({ access_token: 't', expired: false });
    await expect(session.restoreSession()).resolves.toBe(true);
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    await expect(session.getAccessToken()).resolves.toBe('t');
  });

  it('renews an expired session with its refresh token', async () => {
    const { manager, session } = fakeManager({ access_token: 't', refresh_token: 'r', expired: true });
    await expect(session.restoreSession()).resolves.toBe(true);
    expect(manager.signinSilent).toHaveBeenCalled();
  });

  it('signs in again when the refresh token is refused', async () => {
    const { manager, session } = fakeManager({ access_token: 't', refresh_token: 'r', expired: true });
    manager.signinSilent.mockRejectedValueOnce(new Error('invalid_grant'));
    await expect(session.restoreSession()).resolves.toBe(false);
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
  });

  it('completes the callback once and returns the stored returnTo', async () => {
    const { manager, session } = fakeManager(null);
    const [first, second] = await Promise.all([session.completeSignIn(), session.completeSignIn()]);
    expect(first).toBe('/account?id=profile');
    expect(second).toBe('/account?id=profile');
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it('does not loop through the provider when the API refuses a fresh token', async () => {
    const { manager, session } = fakeManager(null);
    await session.completeSignIn();
    expect(session.handleUnauthorized()).toBe(false);
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('signs in again on a 401 with an old token', () => {
    const { manager, session } = fakeManager({ access_token: 'old', expired: false });
    expect(session.handleUnauthorized()).toBe(true);
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
    expect(session.handleUnauthorized()).toBe(true);
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
  });

  it('Continue Session renews silently, and signs in when that fails', async () => {
    const { manager, session } = fakeManager({ access_token: 't', refresh_token: 'r', expired: false });
    await session.renewSession();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    manager.signinSilent.mockRejectedValueOnce(new Error('expired'));
    await session.renewSession();
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
  });

  it('logs out through the provider', async () => {
    const { manager, session } = fakeManager({ access_token: 't', expired: false });
    await session.logout();
    expect(manager.signoutRedirect).toHaveBeenCalledTimes(1);
  });
});
