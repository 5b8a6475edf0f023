import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { LedgerLookupForm } from './ledger-lookup-form';

export function LedgerEntryNotFound() {
  return (
    <Stack spacing={2}>
      <Typography variant="h2">{LEDGER_TEXT.notFoundTitle}</Typography>
      <Typography color="text.secondary">{LEDGER_TEXT.notFoundBody}</Typography>
      <LedgerLookupForm />
    </Stack>
  );
}
