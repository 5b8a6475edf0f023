import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEDGER_TEXT } from '@hde/contracts';
import { useLatestLedgerEntries } from '../api/ledger-queries';
import { LatestLedgerEntriesTable } from '../components/latest-ledger-entries-table';
import { LedgerLoadFailed, LedgerLoading } from '../components/ledger-load-states';
import { LedgerPageFrame } from '../components/ledger-page-frame';

/** /ledger: the latest entries, newest first. Public. */
export function LedgerListPage() {
  const query = useLatestLedgerEntries();

  let content;
  if (query.isPending) {
    content = <LedgerLoading label={LEDGER_TEXT.loadingLatest} />;
  } else if (query.isError) {
    content = <LedgerLoadFailed onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    content = <Typography color="text.secondary">{LEDGER_TEXT.noEntries}</Typography>;
  } else {
    content = <LatestLedgerEntriesTable entries={query.data} />;
  }
  return (
    <LedgerPageFrame>
      <Stack spacing={2}>
        <Typography variant="h2">{LEDGER_TEXT.latestTitle}</Typography>
        {content}
      </Stack>
    </LedgerPageFrame>
  );
}
