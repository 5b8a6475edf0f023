import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { SUPPORT_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useSendSupportRequest } from '../api/use-send-support-request';
import type { SupportRequestOptions } from '../support-context';

export interface ContactDialogProps {
  open: boolean;
  request: SupportRequestOptions;
  onClose(): void;
}

/** The product's own contact form: one message, sent to POST /v2/app/support. */
export function ContactDialog({ open, request, onClose }: ContactDialogProps) {
  const titleId = useId();
  const introId = useId();
  const notify = useNotify();
  const send = useSendSupportRequest();
  const [message, setMessage] = useState('');
  const [error, setError] = useState(false);

  const submit = () => {
    if (!message.trim()) {
      setError(true);
      return;
    }
    send.mutate(
      { topic: request.topic, message: message.trim(), moduleId: request.moduleId },
      {
        onSuccess: () => {
          notify({ severity: 'success', message: SUPPORT_TEXT.sent });
          onClose();
        },
        onError: () => notify({ severity: 'error', message: SUPPORT_TEXT.failed }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="sm"
      fullWidth
    >
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{SUPPORT_TEXT.titles[request.topic]}</DialogTitle>
        <DialogContent>
          <DialogContentText id={introId} sx={{ mb: 2 }}>
            {SUPPORT_TEXT.intro[request.topic]}
          </DialogContentText>
          <TextField
            label={SUPPORT_TEXT.message}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setError(false);
            }}
            error={error}
            helperText={error ? SUPPORT_TEXT.messageRequired : ' '}
            required
            multiline
            minRows={4}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {SUPPORT_TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {SUPPORT_TEXT.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
