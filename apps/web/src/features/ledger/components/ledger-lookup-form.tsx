import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { ledgerEntryPath } from '../ledger-paths';

/** A box to open the entry of a transaction id: entries are found by id only, never listed. */
export function LedgerLookupForm() {
  const navigate = useNavigate();
  const [transactionId, setTransactionId] = useState('');

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const id = transactionId.trim();
    if (id) void navigate(ledgerEntryPath(id));
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label={LEDGER_TEXT.lookupTitle}
      onSubmit={lookUp}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={LEDGER_TEXT.lookupLabel}
        value={transactionId}
        onChange={(event) => setTransactionId(event.target.value)}
        size="small"
        required
        fullWidth
        slotProps={{
          htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontFamily: 'monospace' } },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {LEDGER_TEXT.lookupSubmit}
      </Button>
    </Stack>
  );
}
