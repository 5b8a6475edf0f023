import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { widgetQuery, type DashboardWidget } from '@hde/contracts';
import { queryResultSchema, type QueryResult, type WhereNode } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ANALYTICS_PATHS, caseTableKey } from './analytics-keys';

/** One page of a case table, sorted on the server. */
export interface CaseTablePage {
  from: number;
  limit: number;
  sortField: string;
  sortAsc: boolean;
}

export interface CaseTableRequest {
  workspaceId: string;
  widget: DashboardWidget;
  where: WhereNode | undefined;
  text: string;
  dataVersion: number | undefined;
  page: CaseTablePage;
  enabled: boolean;
}

/** POST CASE/dashboard/{id}/query: one page of the case table (fields, from, limit, sort, filters, search). */
export function useCaseTable({
  workspaceId,
  widget,
  where,
  text,
  dataVersion,
  page,
  enabled,
}: CaseTableRequest) {
  const api = useApiClient();
  const request = { widget: widget.id, where, text, ...page };
  return useQuery({
    queryKey: caseTableKey(workspaceId, request, dataVersion),
    queryFn: async ({ signal }): Promise<QueryResult> => {
      const body = { ...widgetQuery(widget, where, text), ...page };
      return (await api.post(ANALYTICS_PATHS.query(workspaceId), queryResultSchema, body, {
        signal,
      })) as QueryResult;
    },
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
