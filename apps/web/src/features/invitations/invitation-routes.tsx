import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const InvitationPage = lazy(() =>
  import('./pages/invitation-page').then((module) => ({ default: module.InvitationPage })),
);

/** Shell child routes of the invitations feature: the e-mailed accept link /invitations/{inviteId}. */
export const invitationRoutes: RouteObject[] = [
  { path: 'invitations/:inviteId', element: <InvitationPage /> },
];
