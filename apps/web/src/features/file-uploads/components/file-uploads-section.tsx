import { useId, useState, type KeyboardEvent } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FILE_LIST_PAGE_SIZES, type FileImport } from '@hde/contracts/api';
import { ERROR_MESSAGES, FILE_UPLOADS_TEXT, WORKSPACE_TAB_EMPTY_TEXT } from '@hde/contracts/text';
import type { FileUploads } from '../api/use-file-uploads';
import { FileStatusDialog } from './file-status-dialog';
import { fileUploadColumns } from './file-upload-columns';
import { ImportErrorsDialog } from './import-errors-dialog';
import { ServerPagedTable } from './server-paged-table';

/** Enter or Space on the row itself (not on a control inside it) opens it. */
const opensRow = (event: KeyboardEvent) =>
  (event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget;

/**
 * "Workspace File Uploads" (spec part 2 §2.5): the workspace's imports, paged and sorted on the server. A row
 * opens its status report; the details link opens its errors and warnings.
 */
export function FileUploadsSection({ uploads }: { uploads: FileUploads }) {
  const titleId = useId();
  const hintId = useId();
  const [reportOf, setReportOf] = useState<FileImport | null>(null);
  const [errorsOf, setErrorsOf] = useState<FileImport | null>(null);
  const { list, paging, trust, workspaceId } = uploads;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-describedby={hintId}>
      <Typography id={titleId} variant="h3" sx={{ px: 2.5, pt: 2 }}>
        {FILE_UPLOADS_TEXT.title}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ px: 2.5, pt: 0.5, pb: 1.5 }}>
        {FILE_UPLOADS_TEXT.hint}
      </Typography>
      <ServerPagedTable
        labelledBy={titleId}
        columns={fileUploadColumns({ trust, onViewErrors: setErrorsOf })}
        rows={list.data?.items}
        rowKey={(file) => file.id}
        rowProps={(file) => ({
          tabIndex: 0,
          onClick: () => setReportOf(file),
          onKeyDown: (event) => {
            if (!opensRow(event)) return;
            event.preventDefault();
            setReportOf(file);
          },
          sx: {
            cursor: 'pointer',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          },
        })}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.isError ? ERROR_MESSAGES.importList : null}
        emptyText={WORKSPACE_TAB_EMPTY_TEXT.import}
        paging={paging}
        pageSizes={FILE_LIST_PAGE_SIZES}
      />
      {reportOf && (
        <FileStatusDialog workspaceId={workspaceId} fileImport={reportOf} onClose={() => setReportOf(null)} />
      )}
      {errorsOf && (
        <ImportErrorsDialog
          workspaceId={workspaceId}
          fileImport={errorsOf}
          onClose={() => setErrorsOf(null)}
        />
      )}
    </Paper>
  );
}
