import { MISSING_VALUE } from '@hde/contracts';
import type { FileImport, TrustInfo } from '@hde/contracts/api';
import { FILE_UPLOADS_TEXT } from '@hde/contracts/text';
import { TrustedBadge } from '../../../components/trust/trusted-badge';
import { canDownload, isFinished } from '../api/file-import-status';
import type { FileListSortField } from '../api/use-file-list';
import { formatImportDate } from '../format-import-date';
import { FileDownloadButton } from './file-download-button';
import { FileStatusCell } from './file-status-cell';
import { ImportDetailsCell } from './import-details-cell';
import { RowActions } from './row-actions';
import type { PagedTableColumn } from './server-paged-table';

const { columns } = FILE_UPLOADS_TEXT;

export interface FileUploadColumnsOptions {
  trust: ReadonlyMap<string, TrustInfo>;
  onViewErrors(fileImport: FileImport): void;
}

/** The columns of the file uploads table (spec part 2 §2.5). */
export function fileUploadColumns({
  trust,
  onViewErrors,
}: FileUploadColumnsOptions): PagedTableColumn<FileImport, FileListSortField>[] {
  return [
    {
      key: 'fileName',
      label: columns.fileName,
      sortField: 'fileName',
      render: (file) => file.fileName ?? MISSING_VALUE,
    },
    {
      key: 'added',
      label: columns.added,
      sortField: 'added',
      nowrap: true,
      render: (file) => formatImportDate(file.added) ?? MISSING_VALUE,
    },
    {
      key: 'lastUpdated',
      label: columns.lastUpdated,
      sortField: 'lastUpdated',
      nowrap: true,
      render: (file) => formatImportDate(file.lastUpdated) ?? MISSING_VALUE,
    },
    {
      key: 'status',
      label: columns.status,
      sortField: 'status',
      render: (file) => <FileStatusCell fileImport={file} />,
    },
    {
      key: 'totalItems',
      label: columns.totalItems,
      sortField: 'totalItems',
      align: 'right',
      render: (file) => file.totalItems,
    },
    {
      key: 'importDetails',
      label: columns.importDetails,
      render: (file) => <ImportDetailsCell fileImport={file} onViewErrors={onViewErrors} />,
    },
    {
      key: 'trusted',
      label: columns.trusted,
      // Trust is known only once an import is over.
      render: (file) =>
        isFinished(file.status) ? (
          <RowActions>
            <TrustedBadge trust={trust.get(file.id)} transactionId={file.transactionId} />
          </RowActions>
        ) : (
          MISSING_VALUE
        ),
    },
    {
      key: 'download',
      label: columns.download,
      align: 'center',
      render: (file) => (canDownload(file) ? <FileDownloadButton fileImport={file} /> : null),
    },
  ];
}
