import type { FileImportStatus } from '@hde/contracts';
import type { FileImport } from '@hde/contracts/api';

/** SUCCESS or ERROR: the import is over, its trust can be checked and its file downloaded. */
export function isFinished(status: FileImportStatus): boolean {
  return status === 'SUCCESS' || status === 'ERROR';
}

/** Neither finished nor a draft: the status report says the import is running. */
export function isInProgress(status: FileImportStatus): boolean {
  return status !== 'DRAFT' && !isFinished(status);
}

/** RECEIVED, or a DRAFT that already has its file: its progress is streamed (spec part 2 §4). */
export function needsProgressTracking(fileImport: FileImport): boolean {
  return fileImport.status === 'RECEIVED' || (fileImport.status === 'DRAFT' && Boolean(fileImport.fileName));
}

/** A finished import whose uploaded file was stored (it has a name and a size) can be downloaded. */
export function canDownload(fileImport: FileImport): boolean {
  return isFinished(fileImport.status) && fileImport.fileName !== null && fileImport.size !== null;
}
