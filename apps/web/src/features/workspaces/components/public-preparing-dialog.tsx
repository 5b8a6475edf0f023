import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';

const TEXT = WORKSPACE_SETTINGS_TEXT.preparingDialog;

export interface PublicPreparingDialogProps {
  open: boolean;
  onBackToSettings(): void;
  onClose(): void;
}

/** Shown while the workspace's public dashboard is being generated (publicDashboardSyncing). */
export function PublicPreparingDialog({ open, onBackToSettings, onClose }: PublicPreparingDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{TEXT.body}</DialogContentText>
        <LinearProgress sx={{ mt: 2.5 }} aria-label={TEXT.title} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onBackToSettings} color="inherit">
          {TEXT.backToSettings}
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {TEXT.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
