import { useQuery } from '@tanstack/react-query';
import { activityInclusionSchema, publicLedgerEntrySchema } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';

/** GET /v2/ledger/{id}: one entry with the server's signature and chain checks; 404 when there is none. */
export function useLedgerEntry(transactionId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['ledger', 'entry', transactionId],
    queryFn: ({ signal }) =>
      api.get(`/v2/ledger/${encodeURIComponent(transactionId)}`, publicLedgerEntrySchema, { signal }),
  });
}

/** GET /v2/ledger/{id}/activity/{activityId}: whether the activity, as stored now, is in the entry; 404 when not sealed there. */
export function useActivityInclusion(transactionId: string, activityId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['ledger', 'activity', transactionId, activityId],
    queryFn: ({ signal }) =>
      api.get(
        `/v2/ledger/${encodeURIComponent(transactionId)}/activity/${encodeURIComponent(activityId)}`,
        activityInclusionSchema,
        { signal },
      ),
    retry: false,
  });
}
