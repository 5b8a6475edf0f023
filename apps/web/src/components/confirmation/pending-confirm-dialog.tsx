import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface PendingConfirmDialogProps {
  open: boolean;
  /** The confirmed action runs: the confirm button shows it, and the dialog cannot be dismissed. */
  pending: boolean;
  text: { title: string; body: string; cancel: string; confirm: string };
  /** A destructive action: red confirm button, focus on Cancel. */
  destructive?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * A confirmation that stays open while the confirmed request runs (the shared `useConfirm` dialog settles at
 * once), for actions whose outcome the dialog waits for.
 */
export function PendingConfirmDialog({
  open,
  pending,
  text,
  destructive = false,
  onCancel,
  onConfirm,
}: PendingConfirmDialogProps) {
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
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{text.body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={pending} autoFocus={destructive}>
          {text.cancel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={pending}
          autoFocus={!destructive}
        >
          {text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
