import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { IMPORT_ERROR_PAGE_SIZES, importErrorListResponseSchema, type FileImport } from '@hde/contracts/api';
import { ERROR_MESSAGES, IMPORT_ERRORS_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { blobBody } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { FILE_API, importErrorsKey, type ImportErrorsRequest } from './file-uploads-keys';
import { saveBlob } from '../../../lib/save-blob';
import { serverMessageOr } from '../../../lib/api/server-message';
import { usePagedRequest } from './use-paged-request';

export type ImportErrorSortField = ImportErrorsRequest['sort'];

/** 10 entries from the start, last updated first (spec part 2 §9). */
const FIRST_IMPORT_ERRORS_PAGE: ImportErrorsRequest = {
  skip: 0,
  limit: IMPORT_ERROR_PAGE_SIZES[0],
  sort: 'lastUpdated',
  direction: 'desc',
};

/** Page and sort of the Import Errors table. */
export const useImportErrorsPaging = () => usePagedRequest<ImportErrorSortField>(FIRST_IMPORT_ERRORS_PAGE);

/** GET file/import/errors/{id}: one server-side page of an import's errors and warnings. */
export function useImportErrors(workspaceId: string, fileImportId: string, request: ImportErrorsRequest) {
  const api = useApiClient();
  return useQuery({
    queryKey: importErrorsKey(workspaceId, fileImportId, request),
    queryFn: ({ signal }) =>
      api.get(
        `${FILE_API}/import/errors/${encodeURIComponent(fileImportId)}`,
        importErrorListResponseSchema,
        {
          signal,
          query: { ...request },
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET file/download/errors/{id}: every error and warning as CSV, saved as errors_{fileName}.csv. */
export function useDownloadImportErrors() {
  const api = useApiClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async ({ id, fileName }: Pick<FileImport, 'id' | 'fileName'>) => {
      const blob = await api.get(`${FILE_API}/download/errors/${encodeURIComponent(id)}`, blobBody, {
        headers: { Accept: 'text/csv' },
      });
      saveBlob(blob, IMPORT_ERRORS_TEXT.errorsFileName(fileName ?? id));
    },
    onError: (error) =>
      notify({ severity: 'error', message: serverMessageOr(error, ERROR_MESSAGES.fileDownload) }),
  });
}
