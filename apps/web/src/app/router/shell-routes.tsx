import { lazy } from 'react';
import { matchPath, Outlet, useParams, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { invitationRoutes } from '../../features/invitations/invitation-routes';
import { LazyWorkspacePage, preloadWorkspacePage } from '../../features/workspaces/lazy-workspace-page';
import { isWorkspaceModule } from '../../lib/workspaces/workspace-module';

const AccountPage = lazy(() =>
  import('../../features/account/pages/account-page').then((module) => ({ default: module.AccountPage })),
);
const ModuleManagerPage = lazy(() =>
  import('../../features/module-manager/pages/module-manager-page').then((module) => ({
    default: module.ModuleManagerPage,
  })),
);
const AccessRequiredPage = lazy(() =>
  import('../../features/module-manager/pages/access-required-page').then((module) => ({
    default: module.AccessRequiredPage,
  })),
);
const WorkspaceManagerPage = lazy(() =>
  import('../../features/workspace-manager/pages/workspace-manager-page').then((module) => ({
    default: module.WorkspaceManagerPage,
  })),
);
const WorkspaceSettingsPage = lazy(() =>
  import('../../features/workspace-settings/pages/workspace-settings-page').then((module) => ({
    default: module.WorkspaceSettingsPage,
  })),
);
const ToxCasePage = lazy(() =>
  import('../../features/tox-cases/pages/tox-case-page').then((module) => ({ default: module.ToxCasePage })),
);
const NoWorkspacePage = lazy(() =>
  import('../../features/workspaces/pages/no-workspace-page').then((module) => ({
    default: module.NoWorkspacePage,
  })),
);

/** Starts loading the code of the page an address shows, while the session loads: the workspace page only. */
export function preloadShellPage({ pathname, search }: { pathname: string; search: string }) {
  const moduleId = matchPath('/:moduleId/workspace/:workspaceId', pathname)?.params.moduleId;
  if (isWorkspaceModule(moduleId)) preloadWorkspacePage(moduleId, search);
}

/** /{module}/...: only the modules that have workspaces (mdi, tox); anything else is a 404. */
function ModuleRoute() {
  const { moduleId } = useParams();
  return isWorkspaceModule(moduleId) ? <Outlet /> : <NotFoundPage />;
}

/** Pages rendered inside the signed-in shell. */
export const shellChildRoutes: RouteObject[] = [
  // The routing rules (app/routing) replace "/" with the module's workspace or the Module Manager.
  { index: true, element: null },
  { path: 'account', element: <AccountPage /> },
  { path: 'module-manager', element: <ModuleManagerPage /> },
  ...invitationRoutes,
  {
    path: ':moduleId',
    element: <ModuleRoute />,
    children: [
      { path: 'restricted', element: <AccessRequiredPage /> },
      { path: 'workspace', element: <NoWorkspacePage /> },
      { path: 'workspace/:workspaceId', element: <LazyWorkspacePage /> },
      { path: 'workspace/:workspaceId/tox-case-details/:caseId', element: <ToxCasePage /> },
      { path: 'workspace-manager', element: <WorkspaceManagerPage /> },
      { path: 'workspace-manager/:workspaceId', element: <WorkspaceSettingsPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
