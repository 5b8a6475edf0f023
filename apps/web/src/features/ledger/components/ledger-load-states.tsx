import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { LoadFailedAlert } from '../../../components/load-states';

export function LedgerLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function LedgerLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedAlert message={LEDGER_TEXT.loadFailed} onRetry={onRetry} />;
}
