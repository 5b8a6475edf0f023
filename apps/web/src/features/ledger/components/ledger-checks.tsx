import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import type { PublicLedgerEntry } from '@hde/contracts/api';
import { LEDGER_TEXT } from '@hde/contracts/text';

const CHECKS = ['signature', 'chain'] as const;

/** The server's two checks of the entry: a success chip when it passed, an error chip when it failed. */
export function LedgerChecks({ checks }: { checks: PublicLedgerEntry['checks'] }) {
  return (
    <Stack
      component="ul"
      aria-label={LEDGER_TEXT.checks}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {CHECKS.map((check) => (
        <li key={check}>
          <Chip
            variant="outlined"
            color={checks[check] ? 'success' : 'error'}
            icon={checks[check] ? <CheckCircleOutlined /> : <ErrorOutlined />}
            label={checks[check] ? LEDGER_TEXT.checkPassed[check] : LEDGER_TEXT.checkFailed[check]}
          />
        </li>
      ))}
    </Stack>
  );
}
