import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { User, UserManager } from 'oidc-client-ts';
import { testClientConfig } from '../../test/fixtures';
import { createOidcAuthSession } from './create-oidc-auth-session';
import { userManagerSettings } from './create-user-manager';
import { RENEW_LOCK_NAME, TabSharedUserManager } from './tab-shared-user-manager';

/** Web Locks as the browser grants them: one holder per name at a time, in request order. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

const ORIGIN = 'https://hde.example.org';
const nowSeconds = () => Math.floor(Date.now() / 1000);

function tokens(accessToken: string, refreshToken: string, expiresInSeconds: number) {
  return new User({
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    profile: { sub: 'subject', iss: testClientConfig.oidc.authority, aud: 'hde', exp: 0, iat: 0 },
    expires_at: nowSeconds() + expiresInSeconds,
  });
}

/** A tab's manager on the shared storage. */
const tab = () => new TabSharedUserManager(userManagerSettings(testClientConfig, ORIGIN, true));

let locks: ReturnType<typeof fakeLocks>;
beforeEach(() => {
  window.localStorage.clear();
  locks = fakeLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('renewal across tabs', () => {
  it('spends the refresh token once when two tabs renew at the same time', async () => {
    const first = tab();
    const second = tab();
    await first.storeUser(tokens('old-access', 'old-refresh', 30));
    const spent: string[] = [];
    // The provider's refresh: spends the stored refresh token and stores the rotated one.
    vi.spyOn(UserManager.prototype, 'signinSilent').mockImplementation(async function (this: UserManager) {
      const current = await this.getUser();
      spent.push(current?.refresh_token ?? '');
      await new Promise((resolve) => setTimeout(resolve, 5));
      const renewed = tokens('new-access', 'new-refresh', 900);
      await this.storeUser(renewed);
      return renewed;
    });

    const [fromFirst, fromSecond] = await Promise.all([first.signinSilent(), second.signinSilent()]);

    expect(spent).toEqual(['old-refresh']);
    expect(fromFirst?.access_token).toBe('new-access');
    expect(fromSecond?.access_token).toBe('new-access');
    expect(locks.requested).toEqual([RENEW_LOCK_NAME, RENEW_LOCK_NAME]);
  });

  it('renews a token about to expire even when it is still valid', async () => {
    const manager = tab();
    await manager.storeUser(tokens('old-access', 'old-refresh', 30));
    const renew = vi
      .spyOn(UserManager.prototype, 'signinSilent')
      .mockResolvedValue(tokens('new-access', 'new-refresh', 900));
    await manager.signinSilent();
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('keeps the user in localStorage, where a new tab finds it', async () => {
    await tab().storeUser(tokens('access', 'refresh', 900));
    expect((await tab().getUser())?.access_token).toBe('access');
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('sign-out across tabs', () => {
  const userKey = `oidc.user:${testClientConfig.oidc.authority}:${testClientConfig.oidc.clientId}`;
  const storageEvent = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));

  it('tells a tab when another tab removed the shared user', () => {
    const signedOut = vi.fn();
    const stop = tab().onSignedOutElsewhere(signedOut);
    storageEvent(userKey, '{"access_token":"renewed"}');
    storageEvent('oidc.something-else', null);
    expect(signedOut).not.toHaveBeenCalled();
    storageEvent(userKey, null);
    storageEvent(null, null);
    expect(signedOut).toHaveBeenCalledTimes(2);
    stop();
    storageEvent(userKey, null);
    expect(signedOut).toHaveBeenCalledTimes(2);
  });

  it('sends the other tabs to sign-in when one signs out', () => {
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
    const session = createOidcAuthSession(tab());
    storageEvent(userKey, null);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(session.isRedirecting()).toBe(true);
  });
});
