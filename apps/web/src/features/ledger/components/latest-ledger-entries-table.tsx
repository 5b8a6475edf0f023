import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LEDGER_TEXT, MISSING_VALUE, type LedgerEntrySummary } from '@hde/contracts';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { ledgerEntryPath } from '../ledger-paths';

const text = LEDGER_TEXT.fields;

/** The latest entries, newest first, each linking to its page. */
export function LatestLedgerEntriesTable({ entries }: { entries: LedgerEntrySummary[] }) {
  return (
    <Table size="small" aria-label={LEDGER_TEXT.latestTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{text.seq}</TableCell>
          <TableCell>{text.id}</TableCell>
          <TableCell>{text.createdAt}</TableCell>
          <TableCell align="right">{text.leafCount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{entry.seq}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={ledgerEntryPath(entry.id)}>
                {entry.id}
              </Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(entry.createdAt) ?? MISSING_VALUE}
            </TableCell>
            <TableCell align="right">{entry.leafCount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
