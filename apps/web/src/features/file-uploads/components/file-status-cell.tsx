import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { FileImportStatus } from '@hde/contracts';
import type { FileImport } from '@hde/contracts/api';
import { ERROR_MESSAGES, FILE_IMPORT_STATUS_LABELS, FILE_UPLOADS_TEXT } from '@hde/contracts/text';
import { isInProgress } from '../api/file-import-status';

const STATUS_COLORS: Record<FileImportStatus, 'default' | 'info' | 'success' | 'error'> = {
  DRAFT: 'default',
  RECEIVED: 'info',
  SUCCESS: 'success',
  ERROR: 'error',
};

/** Items handled so far, in percent; null while the total is not known yet. */
function progressPercent({ totalItems, completedItems, erroredItems }: FileImport): number | null {
  return totalItems > 0 ? Math.min(100, ((completedItems + erroredItems) / totalItems) * 100) : null;
}

/** The import status; a running import shows its progress, a failed one says so in its tooltip. */
export function FileStatusCell({ fileImport }: { fileImport: FileImport }) {
  const { status } = fileImport;
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={FILE_IMPORT_STATUS_LABELS[status]}
      tabIndex={status === 'ERROR' ? 0 : undefined}
    />
  );
  if (status === 'ERROR') {
    return (
      <Tooltip describeChild title={ERROR_MESSAGES.importFailedTooltip}>
        {chip}
      </Tooltip>
    );
  }
  if (!isInProgress(status)) return chip;
  const percent = progressPercent(fileImport);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 96 }}>
      {chip}
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={FILE_UPLOADS_TEXT.importProgress(fileImport.fileName ?? FILE_UPLOADS_TEXT.untitledFile)}
      />
    </Stack>
  );
}
