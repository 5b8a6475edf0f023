import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MISSING_VALUE } from '@hde/contracts';
import type { PublicLedgerEntry } from '@hde/contracts/api';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { CopyButton } from '../../../components/copy-button';
import { formatDateTime } from '../../../lib/dates/format-date-time';

const text = LEDGER_TEXT.fields;

/** One term of the list; hashes are shown in monospace with a copy button. */
function LedgerField({ label, value, hash = false }: { label: string; value: string; hash?: boolean }) {
  const labelId = useId();
  return (
    <>
      <Typography id={labelId} component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          variant="body2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: hash ? 'monospace' : undefined }}
        >
          {value}
        </Typography>
        {hash && (
          <CopyButton
            size="small"
            text={value}
            label={LEDGER_TEXT.copy}
            copiedLabel={LEDGER_TEXT.copied}
            aria-describedby={labelId}
            sx={{ flexShrink: 0, minWidth: 96 }}
          />
        )}
      </Box>
    </>
  );
}

/** Every field of a ledger entry as a definition list. */
export function LedgerEntryDetails({ entry }: { entry: PublicLedgerEntry }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: 1.5,
        alignItems: 'baseline',
      }}
    >
      <LedgerField label={text.id} value={entry.id} hash />
      <LedgerField label={text.createdAt} value={formatDateTime(entry.createdAt) ?? MISSING_VALUE} />
      <LedgerField label={text.fileSha256} value={entry.fileSha256} hash />
      <LedgerField label={text.merkleRoot} value={entry.merkleRoot} hash />
      <LedgerField label={text.leafCount} value={String(entry.leafCount)} />
      <LedgerField label={text.keyId} value={entry.keyId} hash />
      <LedgerField label={text.signature} value={entry.signature} hash />
    </Box>
  );
}
