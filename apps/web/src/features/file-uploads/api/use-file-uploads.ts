import { useQueryClient } from '@tanstack/react-query';
import type { FileImport } from '@hde/contracts/api';
import { putFileImport } from './file-list-cache';
import { fileListsKey } from './file-uploads-keys';
import { useFileList, useFileListPaging } from './use-file-list';
import { useImportProgress } from './use-import-progress';
import { usePageTrust } from './use-page-trust';

const NO_ITEMS: readonly FileImport[] = [];

/** The workspace's file uploads: the shown page, its paging, the running imports' progress and the trust. */
export function useFileUploads(workspaceId: string) {
  const queryClient = useQueryClient();
  const paging = useFileListPaging();
  const list = useFileList(workspaceId, paging.request);
  const pageItems = list.data?.items ?? NO_ITEMS;
  const { trust, checkLater } = usePageTrust(pageItems);
  const { trackImport } = useImportProgress(workspaceId, { pageItems, onTrustDue: checkLater });
  return {
    workspaceId,
    paging,
    list,
    trust,
    /** An import the wizard started: shown at the top of the first page and tracked until it finishes. */
    showStartedImport(fileImport: FileImport) {
      putFileImport(queryClient, workspaceId, fileImport);
      trackImport(fileImport.id);
    },
    /** The sandbox import: the list reloads from its first page, last updated first, and tracks it. */
    showSandboxImport(fileImportId: string) {
      paging.reset();
      void queryClient.invalidateQueries({ queryKey: fileListsKey(workspaceId) });
      trackImport(fileImportId);
    },
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
