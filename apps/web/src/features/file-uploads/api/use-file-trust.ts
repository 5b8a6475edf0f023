import { useCallback, useState } from 'react';
import { TRUST_EVENT, trustInfoSchema, type TrustInfo } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { FILE_API } from './file-uploads-keys';
import { readEventData } from '../../../lib/api/server-sent-events';

/**
 * POST file/trust: the trust of the given files, streamed one event per file; each event fills the map as it
 * arrives. The caller's signal stops a check; a failed check leaves the files unknown.
 */
export function useFileTrust() {
  const api = useApiClient();
  const [trust, setTrust] = useState<ReadonlyMap<string, TrustInfo>>(() => new Map());

  const checkTrust = useCallback(
    async (ids: readonly string[], signal: AbortSignal) => {
      if (ids.length === 0) return;
      try {
        const body = await api.postStream(
          `${FILE_API}/trust`,
          { files: ids.map((id) => ({ id })) },
          { signal },
        );
        for await (const info of readEventData(body, TRUST_EVENT, trustInfoSchema)) {
          if (signal.aborted) return;
          setTrust((current) => new Map(current).set(info.id, info));
        }
      } catch (error) {
        if (!signal.aborted) console.warn('The file trust check failed', error);
      }
    },
    [api],
  );

  return { trust, checkTrust };
}
