import { useQuery } from '@tanstack/react-query';
import { fileImportSchema, type FileImport } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { FILE_API, fileImportKey } from './file-uploads-keys';

/** GET file/import/{id}: the status report of one import; the table row shows until it arrives. */
export function useFileImport(workspaceId: string, row: FileImport) {
  const api = useApiClient();
  return useQuery({
    queryKey: fileImportKey(workspaceId, row.id),
    queryFn: ({ signal }) =>
      api.get(`${FILE_API}/import/${encodeURIComponent(row.id)}`, fileImportSchema, { signal }),
    placeholderData: row,
  });
}
