import { useQuery } from '@tanstack/react-query';
import { disclosureReportSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { disclosureReportKey, PUBLIC_DASHBOARD_PATHS } from './public-dashboard-keys';

/**
 * GET workspace/{id}/public/report (owners and admins): what disclosure control did to each widget of the
 * published dashboard; 404 while nothing is published. Asked again for each new publication.
 */
export function useDisclosureReport(workspaceId: string, publishedAt: string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: disclosureReportKey(workspaceId, publishedAt),
    queryFn: ({ signal }) =>
      api.get(PUBLIC_DASHBOARD_PATHS.report(workspaceId), disclosureReportSchema, { signal }),
    staleTime: Infinity,
  });
}
