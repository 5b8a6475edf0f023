import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import { LEDGER_TEXT, type PublicLedgerEntry } from '@hde/contracts';
import { ledgerEntryPath } from '../ledger-paths';

/** A link to a neighbouring entry, or a disabled button at either end of the chain. */
function NeighbourLink({ id, label, next = false }: { id: string | null; label: string; next?: boolean }) {
  const icon = next ? { endIcon: <ArrowForwardOutlined /> } : { startIcon: <ArrowBackOutlined /> };
  if (!id) {
    return (
      <Button variant="outlined" disabled {...icon}>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="outlined" component={RouterLink} to={ledgerEntryPath(id)} {...icon}>
      {label}
    </Button>
  );
}

/** Previous and Next along the chain. */
export function LedgerEntryNav({ entry }: { entry: Pick<PublicLedgerEntry, 'previousId' | 'nextId'> }) {
  return (
    <Stack
      component="nav"
      aria-label={LEDGER_TEXT.chainNavigation}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
    >
      <NeighbourLink id={entry.previousId} label={LEDGER_TEXT.previous} />
      <NeighbourLink id={entry.nextId} label={LEDGER_TEXT.next} next />
    </Stack>
  );
}
