import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  TOX_ENTRY_FIELDS,
  TOX_SUBSTANCE_CHOICES_QUERY,
  toxOverviewQuery,
  type DashboardWidget,
} from '@hde/contracts';
import {
  multipleQueryResultSchema,
  queryResultSchema,
  type QueryResult,
  type WhereNode,
} from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { TOX_CASE_PATHS, toxOverviewKey, toxSubstancesKey } from './tox-case-keys';

/**
 * POST CASE/dashboard/{id}/query/multiple: every overview widget in one call under the filters. The last answer
 * stays while new filters load; a case saved refreshes it (it sits under the tox cases key).
 */
export function useToxOverview(
  workspaceId: string,
  widgets: readonly DashboardWidget[],
  where: WhereNode | undefined,
) {
  const api = useApiClient();
  return useQuery({
    queryKey: toxOverviewKey(workspaceId, where),
    queryFn: async ({ signal }): Promise<Record<string, QueryResult>> => {
      const body = Object.fromEntries(widgets.map((widget) => [widget.id, toxOverviewQuery(widget, where)]));
      const results = await api.post(
        TOX_CASE_PATHS.queryMultiple(workspaceId),
        multipleQueryResultSchema,
        body,
        {
          signal,
        },
      );
      // The facets, which the overview never asks for, are the only loose part of the parsed answer.
      return results as Record<string, QueryResult>;
    },
    placeholderData: keepPreviousData,
  });
}

/** POST CASE/dashboard/{id}/query: the substances of the caller's cases (a case without entries has none). */
export function useToxSubstances(workspaceId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: toxSubstancesKey(workspaceId),
    queryFn: async ({ signal }) => {
      const result = await api.post(
        TOX_CASE_PATHS.query(workspaceId),
        queryResultSchema,
        TOX_SUBSTANCE_CHOICES_QUERY,
        {
          signal,
        },
      );
      return result.items.flatMap((row) => {
        const substance = row[TOX_ENTRY_FIELDS.substance];
        return typeof substance === 'string' && substance !== '' ? [substance] : [];
      });
    },
  });
}
