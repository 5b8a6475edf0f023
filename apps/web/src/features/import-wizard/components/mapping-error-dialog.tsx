import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ERROR_MESSAGES, IMPORT_WIZARD_TEXT } from '@hde/contracts/text';

export interface MappingErrorDialogProps {
  open: boolean;
  onExit(): void;
}

/** Shown when the mapping could not be saved (spec §4): Exit returns to the mapping screen. */
export function MappingErrorDialog({ open, onExit }: MappingErrorDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onExit}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{IMPORT_WIZARD_TEXT.mappingError.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{ERROR_MESSAGES.mappingErrorDialog}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onExit} autoFocus>
          {IMPORT_WIZARD_TEXT.mappingError.exit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
