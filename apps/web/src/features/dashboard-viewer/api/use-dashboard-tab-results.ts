import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { windowResult } from '@hde/contracts';
import {
  dashboardWidgetBody,
  filtersToWhere,
  multipleQueryResultSchema,
  type DashboardConfigWidget,
  type FilterEntry,
  type QueryResult,
} from '@hde/contracts/api';
import { dashboardTabResultsKey, DASHBOARD_VIEWER_PATHS, type DashboardBase } from './dashboard-viewer-keys';
import { useDashboardApi } from './public-api-client';
import { viewerTokenHeaders } from './viewer-token-store';

export interface DashboardTabResultsRequest {
  dashboardId: string;
  base: DashboardBase;
  viewerToken: string | null;
  tabId: string;
  /** Every widget of the tab drawn from one answer. */
  widgets: readonly DashboardConfigWidget[];
  /** The filters and quick search the bodies carry: the saved ones, or the creator's while editing. */
  rawFilters: readonly FilterEntry[];
  text: string;
  /** Changes when the dashboard is saved or its snapshot refreshed, so its answers are asked again. */
  version: string;
}

interface TabResults {
  tabId: string;
  results: Record<string, QueryResult>;
}

/**
 * POST {base}/query/dashboard/{id}/query/multiple: every widget of a tab in one call, each body exactly
 * `dashboardWidgetBody` (the only bodies the server answers a viewer who may not query freely). A tab keeps its
 * previous answer on screen while the creator's new filters load. A windowed widget is cut to its window.
 */
export function useDashboardTabResults(request: DashboardTabResultsRequest) {
  const { dashboardId, base, viewerToken, tabId, widgets, rawFilters, text, version } = request;
  const api = useDashboardApi(base);
  return useQuery({
    queryKey: dashboardTabResultsKey(dashboardId, base, viewerToken, { tabId, version, rawFilters, text }),
    queryFn: async ({ signal }): Promise<TabResults> => {
      const saved = { rawFilters, text: text.trim() === '' ? null : text };
      const body = Object.fromEntries(
        widgets.map((widget) => [widget.id, dashboardWidgetBody(widget, saved)]),
      );
      const answered = (await api.post(
        DASHBOARD_VIEWER_PATHS.queryMultiple(base, dashboardId),
        multipleQueryResultSchema,
        body,
        {
          signal,
          headers: viewerTokenHeaders(viewerToken),
        },
      )) as Record<string, QueryResult>;
      const where = filtersToWhere(rawFilters);
      for (const widget of widgets) {
        const result = answered[widget.id];
        if (result) answered[widget.id] = windowResult(widget, where, result);
      }
      return { tabId, results: answered };
    },
    enabled: widgets.length > 0,
    placeholderData: (previous) => (previous?.tabId === tabId ? keepPreviousData(previous) : undefined),
  });
}
