import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { IMPORT_WELCOME_TEXT } from '@hde/contracts';

const TEXT = IMPORT_WELCOME_TEXT.sandboxDialog;

export interface SandboxConfirmDialogProps {
  open: boolean;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Says what the sandbox creates and how long it takes before it is created. */
export function SandboxConfirmDialog({ open, pending, onCancel, onConfirm }: SandboxConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{TEXT.body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          {TEXT.cancel}
        </Button>
        <Button variant="contained" loading={pending} onClick={onConfirm} autoFocus>
          {TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
