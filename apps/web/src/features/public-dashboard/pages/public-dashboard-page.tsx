import { useQuery, usePrefetchQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ClientConfigContext } from '../../../lib/client-config/client-config-context';
import { clientConfigQueryOptions } from '../../../lib/client-config/client-config-query';
import { publicConfigurationOptions } from '../api/use-public-configuration';
import { PublicDashboardView } from '../components/public-dashboard-view';
import { PublicDashboardLoading, PublicLoadFailed } from '../components/public-dashboard-states';

/**
 * /public/{id}: the public dashboard on a page of its own, no sign-in and no shell, also inside another site's
 * iframe. The client settings (map tiles) load alongside the dashboard's configuration.
 */
export function PublicDashboardPage({ workspaceId }: { workspaceId: string }) {
  usePrefetchQuery(publicConfigurationOptions(useApiClient(), workspaceId));
  const clientConfig = useQuery(clientConfigQueryOptions);
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, md: 4 } }}>
      <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
        {clientConfig.data ? (
          <ClientConfigContext value={clientConfig.data}>
            <PublicDashboardView workspaceId={workspaceId} variant="page" />
          </ClientConfigContext>
        ) : clientConfig.isError ? (
          <PublicLoadFailed error={clientConfig.error} onRetry={() => void clientConfig.refetch()} />
        ) : (
          <PublicDashboardLoading />
        )}
      </Box>
    </Box>
  );
}
