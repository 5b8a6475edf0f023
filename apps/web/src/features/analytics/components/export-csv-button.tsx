import { useId, useState } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { WhereNode } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';
import { CSV_EXPORT_TEXT, exportOmittedLabels } from '@hde/contracts/fields';
import { useAnalyticsDownloads } from '../api/use-analytics-downloads';

export interface ExportCsvButtonProps {
  workspaceId: string;
  where: WhereNode | undefined;
  text: string;
}

const OMITTED = exportOmittedLabels('CASE').join(', ');

/**
 * Export CSV: a dialog says what the file holds and names the columns it leaves out, so none is left out
 * silently; the file itself starts with its header line and can be imported again.
 */
export function ExportCsvButton({ workspaceId, where, text }: ExportCsvButtonProps) {
  const { exportCsv } = useAnalyticsDownloads(workspaceId);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={exportCsv.isPending}
        onClick={() => setOpen(true)}
      >
        {ANALYTICS_TEXT.exportCsv}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{ANALYTICS_TEXT.exportCsv}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {CSV_EXPORT_TEXT.contents}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {CSV_EXPORT_TEXT.omittedIntro} {OMITTED}.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            {ANALYTICS_TEXT.cancel}
          </Button>
          <Button
            variant="contained"
            startIcon={<FileDownloadOutlined />}
            onClick={() => {
              close();
              exportCsv.mutate({ where, text });
            }}
          >
            {CSV_EXPORT_TEXT.download}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
