import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customFieldListSchema } from '@hde/contracts/api';
import { CASE_FILTER_FIELDS, customAnalyticsField, type AnalyticsField } from '@hde/contracts/fields';
import { useApiClient } from '../../../lib/api/api-client-context';
import { ANALYTICS_PATHS, customFieldsKey } from './analytics-keys';

/**
 * The fields the filter bar offers: the case fields, then the workspace's custom fields (`extra.<key>`, spec
 * §7.4). Without the custom fields (failed or still loading) the case fields alone.
 */
export function useFilterFields(workspaceId: string): readonly AnalyticsField[] {
  const api = useApiClient();
  const custom = useQuery({
    queryKey: customFieldsKey(workspaceId),
    queryFn: async ({ signal }) =>
      (await api.get(ANALYTICS_PATHS.customFields(workspaceId), customFieldListSchema, { signal })).items,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => {
    const extra = (custom.data ?? []).map((field) => customAnalyticsField(field.key, field.label));
    if (extra.length === 0) return CASE_FILTER_FIELDS;
    return [...CASE_FILTER_FIELDS, ...extra.sort((a, b) => a.label.localeCompare(b.label))];
  }, [custom.data]);
}
