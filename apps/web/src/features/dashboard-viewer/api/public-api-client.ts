import { createContext, useContext } from 'react';
import type { ApiClient } from '../../../lib/api/api-client';
import { createApiClient } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import type { DashboardBase } from './dashboard-viewer-keys';

/**
 * The client of the public base: no bearer token, and a 401 (a password needed, a viewer token expired) never
 * starts a sign-in. Tests provide a mock through the context.
 */
export const PublicDashboardApiContext = createContext<ApiClient>(createApiClient());

/** The client that calls a dashboard's base: the signed-in one for the app base. */
export function useDashboardApi(base: DashboardBase): ApiClient {
  const signedIn = useApiClient();
  const anonymous = useContext(PublicDashboardApiContext);
  return base === 'app' ? signedIn : anonymous;
}
