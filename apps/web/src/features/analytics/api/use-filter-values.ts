import { useQuery } from '@tanstack/react-query';
import { FILTER_LOOKUP_LIMIT } from '@hde/contracts';
import { COUNT_KEY, queryResultSchema, type FilterValue, type QueryBody } from '@hde/contracts/api';
import type { AnalyticsField } from '@hde/contracts/fields';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ANALYTICS_PATHS, filterLookupKey } from './analytics-keys';

/** Values a list filter offers: its most frequent ones. */
const LIST_LOOKUP_LIMIT = 100;

/**
 * The body of a filter value lookup (spec §7.2): the field's values by frequency; a typed text narrows them with a
 * like match and the lookup limit.
 */
function filterLookupBody(field: string, text: string | null): QueryBody {
  const body: QueryBody = {
    groupBy: field,
    addCount: true,
    sortField: COUNT_KEY,
    sortAsc: false,
    limit: text === null ? LIST_LOOKUP_LIMIT : FILTER_LOOKUP_LIMIT,
  };
  if (text) body.where = { field, operator: 'like', values: [text] };
  return body;
}

/**
 * POST CASE/dashboard/{id}/query grouped by the field: the values a filter offers. `text` is null for a list
 * field (all values), the typed (already debounced) text for a typeahead field.
 */
export function useFilterValues(workspaceId: string, field: AnalyticsField | null, text: string | null) {
  const api = useApiClient();
  const name = field?.name ?? '';
  return useQuery({
    queryKey: filterLookupKey(workspaceId, name, text),
    queryFn: async ({ signal }): Promise<FilterValue[]> => {
      const result = await api.post(
        ANALYTICS_PATHS.query(workspaceId),
        queryResultSchema,
        filterLookupBody(name, text),
        {
          signal,
        },
      );
      const values = result.items
        .map((item) => item[name])
        .filter((value) => value !== null && value !== undefined);
      return [...new Set(values)] as FilterValue[];
    },
    enabled: field !== null,
    staleTime: 60_000,
  });
}
