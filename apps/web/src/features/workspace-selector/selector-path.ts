import { matchPath } from 'react-router';

/** The selector shows on mdi routes whose path contains "workspace" (spec part 1 §2 "Shell"). */
export function showsWorkspaceSelector(pathname: string): boolean {
  return pathname.startsWith('/mdi/') && pathname.includes('workspace');
}

/** The current mdi workspace is the one in the path. */
export function currentWorkspaceIdOf(pathname: string): string | null {
  const match =
    matchPath('/mdi/workspace/:id/*', pathname) ?? matchPath('/mdi/workspace-manager/:id', pathname);
  const id = match?.params.id;
  return id && id !== 'undefined' ? id : null;
}
