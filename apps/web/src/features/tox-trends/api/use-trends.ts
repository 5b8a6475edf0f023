import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trendSubstancesReplySchema, trendsReplySchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { askWithRetries } from '../lib/trend-attempts';
import { TOX_INSIGHTS_PATHS, trendSubstancesKey, trendsKey, type TrendRequest } from './tox-insights-keys';

/**
 * GET tox-insights/trends for the asked range and substances (none: every substance), retried on 504 (spec §4).
 * The last answer stays under the loading overlay while the next one is gathered.
 */
export function useTrends(request: TrendRequest) {
  const api = useApiClient();
  return useQuery({
    queryKey: trendsKey(request),
    queryFn: ({ signal }) => {
      const query = {
        start_date: request.start,
        end_date: request.end,
        substances: request.substances,
        sample: request.sample ? 'true' : undefined,
      };
      return askWithRetries(
        () =>
          api
            .get(TOX_INSIGHTS_PATHS.trends, trendsReplySchema, { query, signal })
            .then((reply) => reply.data),
        { signal },
      );
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET tox-insights/substances: the normalised substances present in the caller's cases, for the picker. */
export function useTrendSubstances() {
  const api = useApiClient();
  return useQuery({
    queryKey: trendSubstancesKey,
    queryFn: ({ signal }) =>
      api
        .get(TOX_INSIGHTS_PATHS.substances, trendSubstancesReplySchema, { signal })
        .then((reply) => reply.substances),
  });
}
