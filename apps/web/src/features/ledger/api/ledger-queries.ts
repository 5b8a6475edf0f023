import { useQuery } from '@tanstack/react-query';
import { publicLedgerEntrySchema } from '@hde/contracts/api';
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
