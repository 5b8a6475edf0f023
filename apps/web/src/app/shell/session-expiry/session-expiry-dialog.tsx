import { useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { SHELL_TEXT } from '@hde/contracts/text';
import { formatCountdown } from './format-countdown';

const TICK_MS = 1000;

function Countdown({ durationMs, onElapsed }: { durationMs: number; onElapsed(): void }) {
  const [deadline] = useState(() => Date.now() + durationMs);
  const [remaining, setRemaining] = useState(durationMs);
  const onElapsedRef = useRef(onElapsed);
  useEffect(() => {
    onElapsedRef.current = onElapsed;
  });

  useEffect(() => {
    let fired = false;
    const timer = setInterval(() => {
      const left = Math.max(0, deadline - Date.now());
      setRemaining(left);
      if (left === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        onElapsedRef.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return (
    <Typography
      role="timer"
      aria-label={SHELL_TEXT.sessionExpiry.timeRemaining}
      sx={{
        fontSize: '2.5rem',
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        textAlign: 'center',
        my: 2,
      }}
    >
      {formatCountdown(remaining)}
    </Typography>
  );
}

export interface SessionExpiryDialogProps {
  open: boolean;
  countdownMs: number;
  onLogout(): void;
  onContinue(): void;
}

/** "Your session is about to expire": counts down, then logs out unless the user continues. */
export function SessionExpiryDialog({ open, countdownMs, onLogout, onContinue }: SessionExpiryDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      disableEscapeKeyDown
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{SHELL_TEXT.sessionExpiry.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{SHELL_TEXT.sessionExpiry.body}</DialogContentText>
        {open && <Countdown durationMs={countdownMs} onElapsed={onLogout} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLogout} color="inherit">
          {SHELL_TEXT.sessionExpiry.logout}
        </Button>
        <Button onClick={onContinue} variant="contained" autoFocus>
          {SHELL_TEXT.sessionExpiry.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
