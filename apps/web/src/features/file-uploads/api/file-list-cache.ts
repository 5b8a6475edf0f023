import type { QueryClient } from '@tanstack/react-query';
import type { FileImport, FileListResponse } from '@hde/contracts/api';
import { fileImportKey, fileListsKey, type FileListRequest } from './file-uploads-keys';

/** The page with `fileImport` replaced in place, or, on a first page that lacks it, prepended. */
function withFileImport(
  list: FileListResponse,
  fileImport: FileImport,
  request: FileListRequest,
): FileListResponse {
  if (list.items.some((item) => item.id === fileImport.id)) {
    return { ...list, items: list.items.map((item) => (item.id === fileImport.id ? fileImport : item)) };
  }
  if (request.skip > 0) return list;
  return { items: [fileImport, ...list.items].slice(0, request.limit), total: list.total + 1 };
}

/** Puts the latest state of an import into every cached list page and its open status report. */
export function putFileImport(queryClient: QueryClient, workspaceId: string, fileImport: FileImport): void {
  for (const [key, list] of queryClient.getQueriesData<FileListResponse>({
    queryKey: fileListsKey(workspaceId),
  })) {
    const request = key.at(-1) as FileListRequest;
    if (list) queryClient.setQueryData(key, withFileImport(list, fileImport, request));
  }
  const detailKey = fileImportKey(workspaceId, fileImport.id);
  if (queryClient.getQueryData(detailKey)) queryClient.setQueryData(detailKey, fileImport);
}
