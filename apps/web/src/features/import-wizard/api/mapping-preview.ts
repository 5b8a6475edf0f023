import { useQuery } from '@tanstack/react-query';
import {
  mappingPreviewResponseSchema,
  type MappingPreviewRequest,
  type PreviewCell,
} from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';

const mappingPreviewPath = '/v2/app/mapping/preview';

export interface MappingPreview {
  /** Per sample row, a cell per header of the request; null while it loads or when it failed. */
  rows: PreviewCell[][] | null;
  failed: boolean;
}

/** POST mapping/preview: the sample rows converted by the import's own code (dates, enums, units). */
export function useMappingPreview(request: MappingPreviewRequest | null): MappingPreview {
  const api = useApiClient();
  const preview = useQuery({
    queryKey: ['import-wizard', 'mapping-preview', request],
    queryFn: async ({ signal }) =>
      (await api.post(mappingPreviewPath, mappingPreviewResponseSchema, request, { signal })).rows,
    enabled: request !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { rows: preview.data ?? null, failed: preview.isError };
}
