import { useCallback, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { SNACKBAR_AUTO_HIDE_MS } from '@hde/contracts';
import { NotifyContext, type Notice, type Notify } from './notify-context';

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<(Notice & { key: number; open: boolean }) | null>(null);
  const counter = useRef(0);

  const notify = useCallback<Notify>(({ severity, message }) => {
    counter.current += 1;
    setNotice({ key: counter.current, severity, message, open: true });
  }, []);

  const handleClose = (_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setNotice((current) => (current ? { ...current, open: false } : current));
  };

  return (
    <NotifyContext value={notify}>
      {children}
      {notice && (
        <Snackbar
          key={notice.key}
          open={notice.open}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
          onClose={handleClose}
        >
          <Alert
            severity={notice.severity}
            variant="filled"
            onClose={() => handleClose(null)}
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {notice.message}
          </Alert>
        </Snackbar>
      )}
    </NotifyContext>
  );
}
