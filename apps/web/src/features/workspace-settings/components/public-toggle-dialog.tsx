import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { WORKSPACE_SETTINGS_TEXT } from '@hde/contracts';

export interface PublicToggleDialogProps {
  /** The change asked for: true to enable the public dashboard, false to disable it. */
  enable: boolean;
  open: boolean;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** "Important Notice" before enabling, the disable question before disabling. */
export function PublicToggleDialog({ enable, open, pending, onCancel, onConfirm }: PublicToggleDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const text = enable ? WORKSPACE_SETTINGS_TEXT.enableDialog : WORKSPACE_SETTINGS_TEXT.disableDialog;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{text.body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={pending} autoFocus={!enable}>
          {text.cancel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={enable ? 'primary' : 'error'}
          loading={pending}
          autoFocus={enable}
        >
          {text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
