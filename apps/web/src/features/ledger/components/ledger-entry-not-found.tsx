import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEDGER_TEXT } from '@hde/contracts';
import { LEDGER_PATH } from '../ledger-paths';

export function LedgerEntryNotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h2">{LEDGER_TEXT.notFoundTitle}</Typography>
      <Typography color="text.secondary">{LEDGER_TEXT.notFoundBody}</Typography>
      <Button component={RouterLink} to={LEDGER_PATH} variant="contained">
        {LEDGER_TEXT.latest}
      </Button>
    </Stack>
  );
}
