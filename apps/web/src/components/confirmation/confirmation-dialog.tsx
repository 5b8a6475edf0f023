import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CONFIRM_BUTTON_TEXT, confirmationButtons } from '@hde/contracts/text';
import type { ConfirmOptions } from './confirm-context';

export interface ConfirmationDialogProps {
  open: boolean;
  options: ConfirmOptions | null;
  onSettle(confirmed: boolean): void;
}

export function ConfirmationDialog({ open, options, onSettle }: ConfirmationDialogProps) {
  const titleId = useId();
  const messageId = useId();
  if (!options) return null;
  const buttons = confirmationButtons(options.type);

  return (
    <Dialog
      open={open}
      onClose={() => onSettle(false)}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{options.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {options.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {buttons.showCancel && (
          <Button onClick={() => onSettle(false)} color="inherit" autoFocus={buttons.destructive}>
            {CONFIRM_BUTTON_TEXT.cancel}
          </Button>
        )}
        <Button
          onClick={() => onSettle(true)}
          variant="contained"
          color={buttons.destructive ? 'error' : 'primary'}
          autoFocus={!buttons.destructive}
        >
          {buttons.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
