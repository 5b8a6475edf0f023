import { useId } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { MISSING_VALUE } from '@hde/contracts';
import { IMPORT_ERROR_PAGE_SIZES, type FileImport, type ImportError } from '@hde/contracts/api';
import { IMPORT_ERROR_TYPE_LABELS, IMPORT_ERRORS_TEXT } from '@hde/contracts/text';
import {
  useDownloadImportErrors,
  useImportErrors,
  useImportErrorsPaging,
  type ImportErrorSortField,
} from '../api/use-import-errors';
import { ServerPagedTable, type PagedTableColumn } from './server-paged-table';

const { columns } = IMPORT_ERRORS_TEXT;

const ERROR_COLUMNS: PagedTableColumn<ImportError, ImportErrorSortField>[] = [
  {
    key: 'rowNumber',
    label: columns.rowNumber,
    sortField: 'rowNumber',
    align: 'right',
    render: (entry) => entry.rowNumber ?? MISSING_VALUE,
  },
  {
    key: 'type',
    label: columns.type,
    sortField: 'type',
    render: (entry) => (
      <Chip
        size="small"
        variant="outlined"
        color={entry.type === 'ERROR' ? 'error' : 'warning'}
        label={IMPORT_ERROR_TYPE_LABELS[entry.type]}
      />
    ),
  },
  {
    key: 'caseId',
    label: columns.caseId,
    sortField: 'caseId',
    render: (entry) => entry.caseId ?? IMPORT_ERRORS_TEXT.noCaseId,
  },
  {
    key: 'fieldName',
    label: columns.fieldName,
    sortField: 'fieldName',
    render: (entry) => entry.fieldName ?? MISSING_VALUE,
  },
  { key: 'errorMessage', label: columns.errorMessage, render: (entry) => entry.errorMessage },
];

export interface ImportErrorsDialogProps {
  workspaceId: string;
  fileImport: FileImport;
  onClose(): void;
}

/** "Import Errors": the errors and warnings of one import, paged on the server, downloadable as CSV. */
export function ImportErrorsDialog({ workspaceId, fileImport, onClose }: ImportErrorsDialogProps) {
  const titleId = useId();
  const paging = useImportErrorsPaging();
  const errors = useImportErrors(workspaceId, fileImport.id, paging.request);
  const download = useDownloadImportErrors();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {IMPORT_ERRORS_TEXT.title}
        {fileImport.fileName && (
          <Typography component="span" display="block" variant="body2" color="text.secondary">
            {fileImport.fileName}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent>
        <ServerPagedTable
          labelledBy={titleId}
          columns={ERROR_COLUMNS}
          rows={errors.data?.items}
          rowKey={(entry) => entry.id}
          total={errors.data?.total ?? 0}
          loading={errors.isFetching}
          error={errors.isError ? IMPORT_ERRORS_TEXT.loadFailed : null}
          emptyText={IMPORT_ERRORS_TEXT.empty}
          paging={paging}
          pageSizes={IMPORT_ERROR_PAGE_SIZES}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {IMPORT_ERRORS_TEXT.close}
        </Button>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate(fileImport)}
        >
          {IMPORT_ERRORS_TEXT.downloadCsv}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
