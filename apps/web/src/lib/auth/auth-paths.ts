/** Route the identity provider returns to after sign-in. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/** Any path containing "public" is reachable without signing in (spec part 1 §2 Routes). */
export function isPublicPath(pathname: string): boolean {
  return pathname.includes('public');
}

/** Path, query and hash of a location, used as the place to come back to after sign-in. */
export function returnToOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Reads the returnTo kept in the sign-in state; only same-site paths are accepted. */
export function readReturnTo(state: unknown): string {
  const value =
    typeof state === 'object' && state !== null && 'returnTo' in state
      ? (state as { returnTo: unknown }).returnTo
      : null;
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return '/';
  }
  if (value.startsWith(AUTH_CALLBACK_PATH)) return '/';
  return value;
}
