import { lazy } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { publicDashboardIdOf } from './public-dashboard-path';

const PublicDashboardPage = lazy(() =>
  import('./pages/public-dashboard-page').then((module) => ({ default: module.PublicDashboardPage })),
);

function PublicDashboardRoute() {
  const workspaceId = publicDashboardIdOf(useLocation().pathname);
  return workspaceId ? <PublicDashboardPage workspaceId={workspaceId} /> : <NotFoundPage fullPage />;
}

/** /public/{id} and any other path containing "public"; any other path left to these routes is a 404. */
export const publicDashboardRoutes: RouteObject[] = [{ path: '*', element: <PublicDashboardRoute /> }];
