import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { MISSING_VALUE } from '@hde/contracts';
import type { FileImport } from '@hde/contracts/api';
import {
  ERROR_MESSAGES,
  FILE_IMPORT_STATUS_LABELS,
  FILE_STATUS_DIALOG_TEXT,
  UPLOAD_TYPE_LABELS,
} from '@hde/contracts/text';
import { isInProgress } from '../api/file-import-status';
import { useFileImport } from '../api/use-file-import';
import { formatFileSize } from '../format-file-size';
import { formatImportDate } from '../format-import-date';
import { TransactionIdActions } from '../../../components/trust/transaction-id-actions';

const { fields } = FILE_STATUS_DIALOG_TEXT;

function TransactionIdValue({ transactionId }: { transactionId: string | null }) {
  if (!transactionId) return FILE_STATUS_DIALOG_TEXT.pending;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box component="span" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
        {transactionId}
      </Box>
      <TransactionIdActions transactionId={transactionId} />
    </Stack>
  );
}

/** Every field of the status report, in the order of the spec (part 2 §2.5). */
function reportFields(file: FileImport): [string, ReactNode][] {
  return [
    [fields.fileName, file.fileName ?? MISSING_VALUE],
    [fields.uploadType, file.uploadType ? UPLOAD_TYPE_LABELS[file.uploadType] : MISSING_VALUE],
    [fields.size, file.size === null ? MISSING_VALUE : formatFileSize(file.size)],
    [fields.transactionId, <TransactionIdValue key="tx" transactionId={file.transactionId} />],
    [fields.createdBy, file.createdBy ?? MISSING_VALUE],
    [fields.createdAt, formatImportDate(file.createdAt) ?? MISSING_VALUE],
    [fields.lastUpdated, formatImportDate(file.lastUpdated) ?? MISSING_VALUE],
    [fields.updatedBy, file.updatedBy ?? MISSING_VALUE],
    [fields.status, FILE_IMPORT_STATUS_LABELS[file.status]],
    [fields.totalItems, file.totalItems],
    [fields.completedItems, file.completedItems],
    [fields.erroredItems, file.erroredItems],
    [fields.warningItems, file.warningItems],
  ];
}

function StatusReport({ file }: { file: FileImport }) {
  return (
    <Stack spacing={2}>
      {isInProgress(file.status) && (
        <Alert severity="info">
          <AlertTitle>{FILE_STATUS_DIALOG_TEXT.inProgressTitle}</AlertTitle>
          {FILE_STATUS_DIALOG_TEXT.inProgressBody}
        </Alert>
      )}
      {file.status === 'ERROR' && file.message && (
        <Alert severity="error">
          <AlertTitle>{ERROR_MESSAGES.importFailedTooltip}</AlertTitle>
          {file.message}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, auto) 1fr' },
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {reportFields(file).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 500 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

export interface FileStatusDialogProps {
  workspaceId: string;
  fileImport: FileImport;
  onClose(): void;
}

/** "Imported File Status & Details": the status report of one import, kept current while it runs. */
export function FileStatusDialog({ workspaceId, fileImport, onClose }: FileStatusDialogProps) {
  const titleId = useId();
  const report = useFileImport(workspaceId, fileImport);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{FILE_STATUS_DIALOG_TEXT.title}</DialogTitle>
      <LinearProgress
        aria-label={FILE_STATUS_DIALOG_TEXT.loading}
        sx={{ visibility: report.isFetching ? 'visible' : 'hidden', height: 2 }}
      />
      <DialogContent>
        {report.isError ? (
          <Alert severity="error">{ERROR_MESSAGES.fileDetails}</Alert>
        ) : (
          report.data && <StatusReport file={report.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{FILE_STATUS_DIALOG_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
