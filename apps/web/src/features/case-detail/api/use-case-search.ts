import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CASE_SEARCH_DEBOUNCE_MS, CASE_SEARCH_LIMIT } from '@hde/contracts';
import { caseSearchResponseSchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CASE_PATHS, caseSearchKey } from './case-detail-keys';

/**
 * GET case/{workspaceId}/search: the cases matching the typed text, CASE_SEARCH_DEBOUNCE_MS after the last key
 * (spec §7.5). Nothing is asked while the text is blank. `settling` is true while a newer text waits.
 */
export function useCaseSearch(workspaceId: string, typed: string) {
  const api = useApiClient();
  const text = typed.trim();
  const settled = useDebouncedValue(text, CASE_SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: caseSearchKey(workspaceId, settled),
    queryFn: async ({ signal }) =>
      (
        await api.get(CASE_PATHS.search(workspaceId), caseSearchResponseSchema, {
          query: { q: settled, limit: CASE_SEARCH_LIMIT },
          signal,
        })
      ).items,
    enabled: settled !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return { ...query, settling: settled !== text };
}
