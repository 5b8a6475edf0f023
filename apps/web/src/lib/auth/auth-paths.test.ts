import { describe, expect, it } from 'vitest';
import { isPublicPath, readReturnTo, returnToOf } from './auth-paths';

describe('auth paths', () => {
  it.each([
    ['/public/abc', true],
    ['/mdi/public-dashboard/1', true],
    ['/account', false],
    ['/', false],
    ['/auth/callback', false],
  ])('isPublicPath(%s) = %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });

  it('keeps path, query and hash as the place to return to', () => {
    expect(returnToOf({ pathname: '/mdi/workspace/1', search: '?id=analytics', hash: '#top' })).toBe(
      '/mdi/workspace/1?id=analytics#top',
    );
  });

  it.each([
    [{ returnTo: '/account?id=profile' }, '/account?id=profile'],
    [{ returnTo: 'https://evil.example/' }, '/'],
    [{ returnTo: '//evil.example/' }, '/'],
    [{ returnTo: '/auth/callback?code=x' }, '/'],
    [undefined, '/'],
    ['text', '/'],
  ])('readReturnTo(%o) = %s', (state, expected) => {
    expect(readReturnTo(state)).toBe(expected);
  });
});
