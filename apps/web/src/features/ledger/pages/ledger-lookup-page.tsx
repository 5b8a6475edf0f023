import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { LedgerLookupForm } from '../components/ledger-lookup-form';
import { LedgerPageFrame } from '../components/ledger-page-frame';

/** /ledger: a lookup by transaction id. Public; it lists no entries. */
export function LedgerLookupPage() {
  return (
    <LedgerPageFrame>
      <Stack spacing={2}>
        <Typography variant="h2">{LEDGER_TEXT.lookupTitle}</Typography>
        <Typography color="text.secondary">{LEDGER_TEXT.lookupHelp}</Typography>
        <LedgerLookupForm />
      </Stack>
    </LedgerPageFrame>
  );
}
