import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { multipleQueryResultSchema, type PublicDashboard, type QueryResult } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { PUBLIC_DASHBOARD_PATHS, publicResultsKey } from './public-dashboard-keys';

type PublicTab = PublicDashboard['tabs'][number];

interface PublicWidgetResults {
  tabId: string;
  results: Record<string, QueryResult>;
}

/**
 * POST public/CASE/dashboard/{id}/query/multiple: one call per tab shown, each widget's query exactly as the
 * configuration gives it (the server answers those bodies and no other). A new publication keeps the tab's
 * earlier answer on screen until the new one arrives.
 */
export function usePublicWidgetResults(workspaceId: string, publishedAt: string, tab: PublicTab | undefined) {
  const api = useApiClient();
  const tabId = tab?.id ?? '';
  return useQuery({
    queryKey: publicResultsKey(workspaceId, publishedAt, tabId),
    queryFn: async ({ signal }): Promise<PublicWidgetResults> => {
      const body = Object.fromEntries((tab?.widgets ?? []).map((widget) => [widget.id, widget.query]));
      const results = await api.post(
        PUBLIC_DASHBOARD_PATHS.queryMultiple(workspaceId),
        multipleQueryResultSchema,
        body,
        {
          signal,
        },
      );
      return { tabId, results: results as Record<string, QueryResult> };
    },
    enabled: (tab?.widgets.length ?? 0) > 0,
    staleTime: Infinity,
    placeholderData: (previous) => (previous?.tabId === tabId ? keepPreviousData(previous) : undefined),
  });
}
