import { useRoutes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';

/** Paths containing "public": no sign-in, no shell. Public dashboards arrive in a later issue. */
export function PublicRoutes() {
  return useRoutes([{ path: '*', element: <NotFoundPage fullPage /> }]);
}
