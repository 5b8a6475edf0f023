import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { LEDGER_TEXT, SHELL_TEXT } from '@hde/contracts/text';

export function LedgerLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function LedgerLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {SHELL_TEXT.tryAgain}
        </Button>
      }
    >
      {LEDGER_TEXT.loadFailed}
    </Alert>
  );
}
