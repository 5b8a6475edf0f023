import { describe, expect, it, vi } from 'vitest';
import { User, type UserManager } from 'oidc-client-ts';
import { hasUsableSession } from './optional-session';

const user = (expiresInSeconds: number, refreshToken?: string) =>
  new User({
    access_token: 'access',
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    token_type: 'Bearer',
    profile: { sub: 'subject', iss: 'https://idp.example', aud: 'hde', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });

function managerWith(stored: User | null, renew: () => Promise<User | null>) {
  const signinSilent = vi.fn(renew);
  const signinRedirect = vi.fn(async () => undefined);
  const manager = { getUser: async () => stored, signinSilent, signinRedirect } as unknown as UserManager;
  return { manager, signinSilent, signinRedirect };
}

describe('hasUsableSession', () => {
  it('takes a stored user whose token is still valid, renewing nothing', async () => {
    const { manager, signinSilent } = managerWith(user(600), async () => null);
    await expect(hasUsableSession(manager)).resolves.toBe(true);
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('renews an expired token silently when a refresh token is kept', async () => {
    const { manager, signinSilent } = managerWith(user(-60, 'refresh'), async () => user(600));
    await expect(hasUsableSession(manager)).resolves.toBe(true);
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('answers no session, without sending the browser to sign in, when none is stored or renewal fails', async () => {
    const none = managerWith(null, async () => null);
    await expect(hasUsableSession(none.manager)).resolves.toBe(false);
    const refused = managerWith(user(-60, 'refresh'), async () => {
      throw new Error('invalid_grant');
    });
    await expect(hasUsableSession(refused.manager)).resolves.toBe(false);
    const expired = managerWith(user(-60), async () => null);
    await expect(hasUsableSession(expired.manager)).resolves.toBe(false);
    for (const { signinRedirect } of [none, refused, expired]) expect(signinRedirect).not.toHaveBeenCalled();
  });
});
