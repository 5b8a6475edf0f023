import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FILE_LIST_PAGE_SIZES, fileListResponseSchema, type FileListQuery } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { FILE_API, fileListKey, type FileListRequest } from './file-uploads-keys';
import { usePagedRequest } from './use-paged-request';

export type FileListSortField = FileListQuery['sort'];

/** 10 rows from the start, last updated first (spec part 2 §9). */
const FIRST_FILE_LIST_PAGE: FileListRequest = {
  skip: 0,
  limit: FILE_LIST_PAGE_SIZES[0],
  sort: 'lastUpdated',
  direction: 'desc',
};

/** Page and sort of the file uploads table. */
export const useFileListPaging = () => usePagedRequest<FileListSortField>(FIRST_FILE_LIST_PAGE);

/** GET file/list: one server-side page of the workspace's imports. */
export function useFileList(workspaceId: string, request: FileListRequest) {
  const api = useApiClient();
  return useQuery({
    queryKey: fileListKey(workspaceId, request),
    queryFn: ({ signal }) =>
      api.get(`${FILE_API}/list`, fileListResponseSchema, { signal, query: { workspaceId, ...request } }),
    placeholderData: keepPreviousData,
  });
}
