import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { widgetQuery, windowResult, type DashboardWidget } from '@hde/contracts';
import { multipleQueryResultSchema, type QueryResult, type WhereNode } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ANALYTICS_PATHS, widgetResultsKey } from './analytics-keys';

export interface WidgetResultsRequest {
  workspaceId: string;
  tabId: string;
  /** The widgets of the tab drawn from one grouped answer (every widget but the paged case tables). */
  widgets: readonly DashboardWidget[];
  where: WhereNode | undefined;
  text: string;
  dataVersion: number | undefined;
  /** False until the data version is known, so the first load is not repeated when it arrives. */
  enabled: boolean;
}

export interface WidgetResults {
  tabId: string;
  results: Record<string, QueryResult>;
}

/**
 * POST CASE/dashboard/{id}/query/multiple: every widget of a tab in one call, keyed by the workspace, the tab, the
 * filters, the quick search and the data version. While new filters or a new version load, the tab keeps its
 * previous answer; another tab starts empty. A windowed widget's answer is cut to its window (deaths by month).
 */
export function useWidgetResults({
  workspaceId,
  tabId,
  widgets,
  where,
  text,
  dataVersion,
  enabled,
}: WidgetResultsRequest) {
  const api = useApiClient();
  return useQuery({
    queryKey: widgetResultsKey(workspaceId, tabId, where, text, dataVersion),
    queryFn: async ({ signal }): Promise<WidgetResults> => {
      const body = Object.fromEntries(widgets.map((widget) => [widget.id, widgetQuery(widget, where, text)]));
      const results = await api.post(
        ANALYTICS_PATHS.queryMultiple(workspaceId),
        multipleQueryResultSchema,
        body,
        {
          signal,
        },
      );
      const answered = results as Record<string, QueryResult>;
      for (const widget of widgets) {
        const result = answered[widget.id];
        if (result) answered[widget.id] = windowResult(widget, where, result);
      }
      return { tabId, results: answered };
    },
    enabled: enabled && widgets.length > 0,
    // Going back to earlier filters or search asks again (spec §2.11: clearing the search reloads the data).
    staleTime: 0,
    placeholderData: (previous) => (previous?.tabId === tabId ? keepPreviousData(previous) : undefined),
  });
}
