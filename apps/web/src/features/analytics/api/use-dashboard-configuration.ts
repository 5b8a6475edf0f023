import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CASE_DASHBOARD, resolveDashboard, type DashboardConfiguration } from '@hde/contracts';
import { workspaceConfigurationSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ANALYTICS_PATHS, dashboardConfigurationKey } from './analytics-keys';

/**
 * The dashboard of the workspace: its dashboard-configuration passed through the fallback rule (spec §5); a
 * workspace without one (404), or whose configuration cannot be read, gets the default case dashboard.
 */
export function useDashboardConfiguration(workspaceId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: dashboardConfigurationKey(workspaceId),
    queryFn: async ({ signal }): Promise<DashboardConfiguration> => {
      try {
        const configuration = await api.get(
          ANALYTICS_PATHS.dashboardConfiguration(workspaceId),
          workspaceConfigurationSchema,
          { signal },
        );
        return resolveDashboard(configuration.body);
      } catch (error) {
        if (signal.aborted) throw error;
        return DEFAULT_CASE_DASHBOARD;
      }
    },
    staleTime: 5 * 60_000,
  });
}
