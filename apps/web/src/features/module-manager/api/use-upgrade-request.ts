import { useMutation } from '@tanstack/react-query';
import type { UpgradeRequest } from '@hde/contracts/api';
import { noContent } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';

/** POST /v2/module-manager/upgrade: the Upgrade to a Paid Plan form. */
export function useUpgradeRequest() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: UpgradeRequest) => api.post('/v2/module-manager/upgrade', noContent, request),
  });
}
