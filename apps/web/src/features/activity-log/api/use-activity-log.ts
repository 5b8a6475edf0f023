import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_LOG_FIELDS,
  activityChartQueries,
  activityCountQuery,
  activityListQuery,
  type ActivityLogFilters,
  type ActivityPageSize,
} from '@hde/contracts';
import {
  activityLogChoicesSchema,
  COUNT_KEY,
  multipleQueryResultSchema,
  queryResultSchema,
  type QueryResult,
} from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { activityRow } from '../lib/activity-row';
import {
  ACTIVITY_LOG_PATHS,
  activityChartsKey,
  activityChoicesKey,
  activityCountKey,
  activityListKey,
} from './activity-log-keys';

/** GET activity-log/choices: the workspaces, users and actions the caller may filter by. */
export function useActivityChoices() {
  const api = useApiClient();
  return useQuery({
    queryKey: activityChoicesKey,
    queryFn: ({ signal }) => api.get(ACTIVITY_LOG_PATHS.choices, activityLogChoicesSchema, { signal }),
  });
}

/**
 * One page of the List of Activities, newest first; its total is useActivityCount's. The ids of the user and the
 * workspace come too: an activity without an e-mail or a workspace name reads differently when it has one.
 */
export function useActivityList(filters: ActivityLogFilters, page: number, pageSize: ActivityPageSize) {
  const api = useApiClient();
  return useQuery({
    queryKey: activityListKey(filters, page, pageSize),
    queryFn: async ({ signal }) => {
      const query = activityListQuery(filters, page, pageSize);
      const body = {
        ...query,
        fields: [...(query.fields ?? []), ACTIVITY_LOG_FIELDS.userId, ACTIVITY_LOG_FIELDS.workspaceId],
      };
      const result = await api.post(ACTIVITY_LOG_PATHS.query, queryResultSchema, body, { signal });
      return result.items.map(activityRow);
    },
    placeholderData: keepPreviousData,
  });
}

/** The total count of the filtered activities (`items[0].COUNT`). */
export function useActivityCount(filters: ActivityLogFilters) {
  const api = useApiClient();
  return useQuery({
    queryKey: activityCountKey(filters),
    queryFn: async ({ signal }) => {
      const result = await api.post(
        ACTIVITY_LOG_PATHS.query,
        queryResultSchema,
        activityCountQuery(filters),
        {
          signal,
        },
      );
      return Number(result.items[0]?.[COUNT_KEY] ?? 0);
    },
  });
}

/** The calendar, pies and bars in one call (`/query/multiple`), keyed as activityChartQueries names them. */
export function useActivityCharts(filters: ActivityLogFilters, today: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: activityChartsKey(filters, today),
    queryFn: async ({ signal }): Promise<Record<string, QueryResult>> => {
      const results = await api.post(
        ACTIVITY_LOG_PATHS.queryMultiple,
        multipleQueryResultSchema,
        activityChartQueries(filters, today),
        { signal },
      );
      // The facets, which the charts never ask for, are the only loose part of the parsed answer.
      return results as Record<string, QueryResult>;
    },
    placeholderData: keepPreviousData,
  });
}
