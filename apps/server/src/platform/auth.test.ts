import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache, readEmailClaims } from './auth.js';

describe('the verified token cache', () => {
  const at = (seconds: number) => () => seconds * 1000;

  it('answers a token until its expiry, with the verification tolerance, then forgets it', () => {
    let now = 1_000;
    const cache = createVerifiedTokenCache(() => now * 1000);
    cache.set('t', { sub: 'a', exp: 1_060 });
    expect(cache.get('t')).toEqual({ sub: 'a', exp: 1_060 });
    now = 1_064;
    expect(cache.get('t')?.sub).toBe('a');
    now = 1_065;
    expect(cache.get('t')).toBeUndefined();
    now = 1_000;
    expect(cache.get('t')).toBeUndefined();
  });

  it('keeps no token without an expiry, nor one already expired', () => {
    const cache = createVerifiedTokenCache(at(2_000));
    cache.set('no-exp', { sub: 'a' });
    cache.set('old', { sub: 'a', exp: 1_000 });
    expect(cache.get('no-exp')).toBeUndefined();
    expect(cache.get('old')).toBeUndefined();
  });

  it('holds at most 1,000 tokens, dropping the oldest first', () => {
    const cache = createVerifiedTokenCache(at(0));
    for (let index = 0; index <= 1_000; index += 1) cache.set(`t${index}`, { exp: 60, jti: String(index) });
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t1')?.jti).toBe('1');
    expect(cache.get('t1000')?.jti).toBe('1000');
  });
});

describe('the e-mail claims of a token', () => {
  it('take email_verified as sent, and count a lone email as verified only when OIDC_TRUST_EMAIL is set', () => {
    const email = 'ada@hospital.example';
    expect(readEmailClaims({ email }, false)).toEqual({ email, emailVerified: undefined });
    expect(readEmailClaims({ email }, true)).toEqual({ email, emailVerified: true });
    expect(readEmailClaims({ email, email_verified: false }, true)).toEqual({ email, emailVerified: false });
    expect(readEmailClaims({ email, email_verified: true }, false)).toEqual({ email, emailVerified: true });
    expect(readEmailClaims({}, true)).toEqual({ email: undefined, emailVerified: undefined });
    expect(readEmailClaims({ email: 7, email_verified: 'true' }, false)).toEqual({
      email: undefined,
      emailVerified: undefined,
    });
  });
});
