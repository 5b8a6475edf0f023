import type { FileListQuery, ImportErrorListQuery } from '@hde/contracts/api';

/** Base of the file import calls; imports exist for the MDI module only (spec part 2 §7.1). */
export const FILE_API = '/v2/app/file';

/** One page of GET file/list, without the workspace id. */
export type FileListRequest = Omit<FileListQuery, 'workspaceId'>;
export type ImportErrorsRequest = ImportErrorListQuery;

/** Every file import query of a workspace starts with this key. */
const fileImportsKey = (workspaceId: string) => ['file-imports', workspaceId] as const;
export const fileListsKey = (workspaceId: string) => [...fileImportsKey(workspaceId), 'list'] as const;
export const fileListKey = (workspaceId: string, request: FileListRequest) =>
  [...fileListsKey(workspaceId), request] as const;
export const fileImportKey = (workspaceId: string, fileImportId: string) =>
  [...fileImportsKey(workspaceId), 'import', fileImportId] as const;
export const importErrorsKey = (workspaceId: string, fileImportId: string, request: ImportErrorsRequest) =>
  [...fileImportsKey(workspaceId), 'errors', fileImportId, request] as const;
