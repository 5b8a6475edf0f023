import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';

const AccountPage = lazy(() =>
  import('../../features/account/pages/account-page').then((module) => ({ default: module.AccountPage })),
);

/** Pages rendered inside the signed-in shell. */
export const shellChildRoutes: RouteObject[] = [
  // Routing rules (module subscriptions, default workspace) replace this redirect in a later issue.
  { index: true, element: <Navigate to="/account" replace /> },
  { path: 'account', element: <AccountPage /> },
  { path: '*', element: <NotFoundPage /> },
];
