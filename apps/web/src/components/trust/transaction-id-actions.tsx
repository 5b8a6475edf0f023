import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { SUCCESS_MESSAGES, TRUST_TEXT } from '@hde/contracts/text';
import { useNotify } from '../snackbar/notify-context';
import { useClientConfig } from '../../lib/client-config/client-config-context';

/**
 * Where the proof-ledger explorer shows a transaction; with `activityId`, the activity whose inclusion in that
 * transaction the page checks.
 */
export function ledgerTransactionUrl(
  ledgerExplorerUrl: string,
  transactionId: string,
  activityId?: string,
): string {
  const url = `${ledgerExplorerUrl.replace(/\/+$/, '')}/${encodeURIComponent(transactionId)}`;
  return activityId ? `${url}?activity=${encodeURIComponent(activityId)}` : url;
}

export interface TransactionIdActionsProps {
  transactionId: string;
  /** The activity sealed in the transaction, for the ledger page to check. */
  activityId?: string;
}

/** Copy the transaction id, or open it in the ledger explorer in a new tab. */
export function TransactionIdActions({ transactionId, activityId }: TransactionIdActionsProps) {
  const { ledgerExplorerUrl } = useClientConfig();
  const notify = useNotify();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(transactionId);
    } catch (error) {
      console.error('Copy to the clipboard failed', error);
      return;
    }
    notify({ severity: 'success', message: SUCCESS_MESSAGES.transactionIdCopied });
  };

  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={TRUST_TEXT.copyTransactionId}>
        <IconButton size="small" onClick={() => void copy()}>
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={TRUST_TEXT.openLedger}>
        <IconButton
          size="small"
          component="a"
          href={ledgerTransactionUrl(ledgerExplorerUrl, transactionId, activityId)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <OpenInNewOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
