import { isPublicPath } from '../../lib/auth/auth-paths';

/**
 * The workspace of a public dashboard address (spec part 2 §2.1): any path containing "public", the workspace id
 * being its last segment, anything after an ampersand dropped. Null when the path names no workspace.
 */
export function publicDashboardIdOf(pathname: string): string | null {
  if (!isPublicPath(pathname)) return null;
  const [path = ''] = pathname.split('&');
  const last = path
    .split('/')
    .filter((segment) => segment !== '')
    .at(-1);
  if (last === undefined || last === 'public') return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return null;
  }
}
