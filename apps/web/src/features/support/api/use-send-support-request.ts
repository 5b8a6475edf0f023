import { useMutation } from '@tanstack/react-query';
import type { SupportRequest } from '@hde/contracts/api';
import { noContent } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';

/** POST /v2/app/support: a message for the support team from the product's own contact dialog. */
export function useSendSupportRequest() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: SupportRequest) => api.post('/v2/app/support', noContent, request),
  });
}
