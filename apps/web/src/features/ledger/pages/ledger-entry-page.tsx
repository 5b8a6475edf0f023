import { useParams, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useLedgerEntry } from '../api/ledger-queries';
import { LedgerActivityCheck } from '../components/ledger-activity-check';
import { LedgerChecks } from '../components/ledger-checks';
import { LedgerEntryDetails } from '../components/ledger-entry-details';
import { LedgerEntryNotFound } from '../components/ledger-entry-not-found';
import { LedgerLoadFailed, LedgerLoading } from '../components/ledger-load-states';
import { LedgerLookupForm } from '../components/ledger-lookup-form';
import { LedgerPageFrame } from '../components/ledger-page-frame';

/**
 * /ledger/{transactionId}: one entry, the server's checks of it and a lookup of another; with `?activity={id}`,
 * the check of that activity against the entry too. Public; it links to no other entry, so no one can walk the
 * ledger from one transaction id.
 */
export function LedgerEntryPage() {
  const { transactionId = '' } = useParams();
  const query = useLedgerEntry(transactionId);
  const activityId = useSearchParams()[0].get('activity');

  let content;
  if (query.isPending) {
    content = <LedgerLoading label={LEDGER_TEXT.loadingEntry} />;
  } else if (isApiRequestError(query.error, 404)) {
    content = <LedgerEntryNotFound />;
  } else if (query.isError) {
    content = <LedgerLoadFailed onRetry={() => void query.refetch()} />;
  } else {
    const entry = query.data;
    content = (
      <Stack spacing={3}>
        <Typography variant="h2">{LEDGER_TEXT.entryTitle}</Typography>
        <LedgerChecks checks={entry.checks} />
        {activityId && <LedgerActivityCheck transactionId={transactionId} activityId={activityId} />}
        <LedgerEntryDetails entry={entry} />
        <LedgerLookupForm />
      </Stack>
    );
  }
  return <LedgerPageFrame>{content}</LedgerPageFrame>;
}
