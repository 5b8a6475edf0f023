import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UserModule } from '@hde/contracts/api';
import { MODULE_MANAGER_PAGE_TEXT, MODULE_MANAGER_TEXT } from '@hde/contracts/text';

const text = MODULE_MANAGER_TEXT.cancelDialog;

export interface CancelSubscriptionDialogProps {
  open: boolean;
  module: UserModule;
  onKeep(): void;
  onContact(): void;
}

/** "Are you sure you want to cancel?": cancelling goes through support, so the way out is a contact. */
export function CancelSubscriptionDialog({ open, module, onKeep, onContact }: CancelSubscriptionDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {MODULE_MANAGER_PAGE_TEXT.cancelBodyFor(module.name)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onKeep} variant="contained" autoFocus>
          {text.keep}
        </Button>
        <Button onClick={onContact} color="error">
          {text.contact}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
