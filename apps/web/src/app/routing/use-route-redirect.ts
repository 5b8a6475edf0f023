import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth/current-user-query';
import { useModuleWorkspaces } from '../../lib/workspaces/use-module-workspaces';
import { isRedirectExempt, resolveRedirect } from './resolve-redirect';

/** loading: the rules' inputs are not there yet; redirecting: a replace is under way; ready: stay. */
export type RouteRedirectState = 'loading' | 'redirecting' | 'ready';

/** Applies the routing rules to every location inside the shell, replacing the history entry. */
export function useRouteRedirect(): RouteRedirectState {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { userConfiguration } = useCurrentUser();
  const { modules, workspaces, isLoading } = useModuleWorkspaces();
  const target = isLoading
    ? null
    : resolveRedirect({ path: pathname + search, modules, workspaces, userConfiguration });

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  if (target) return 'redirecting';
  if (isLoading && !isRedirectExempt(pathname)) return 'loading';
  return 'ready';
}
