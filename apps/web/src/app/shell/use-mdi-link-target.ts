import { matchPath, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/current-user-query';
import { useModuleWorkspaces } from '../../lib/workspaces/use-module-workspaces';
import { mdiLinkTarget } from './mdi-link-target';

/** The current mdi workspace is the one in the path; leaving the workspace pages clears it. */
function currentMdiWorkspaceId(pathname: string): string | null {
  const match =
    matchPath('/mdi/workspace/:id/*', pathname) ?? matchPath('/mdi/workspace-manager/:id', pathname);
  return match?.params.id ?? null;
}

export function useMdiLinkTarget(): string {
  const { pathname } = useLocation();
  const { userConfiguration } = useCurrentUser();
  const { workspaces } = useModuleWorkspaces();
  return mdiLinkTarget({
    defaultWorkspaceId: userConfiguration.defaultWorkspace,
    currentWorkspaceId: currentMdiWorkspaceId(pathname),
    workspaces: workspaces.mdi,
  });
}
