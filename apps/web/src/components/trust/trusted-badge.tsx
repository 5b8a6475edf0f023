import { useId, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { TRUST_CHECKS, TRUST_CHECK_LABELS, type TrustInfo } from '@hde/contracts/api';
import { ERROR_MESSAGES, FILE_STATUS_DIALOG_TEXT, TRUST_TEXT } from '@hde/contracts/text';
import { TransactionIdActions } from './transaction-id-actions';

export type TrustState = 'checking' | 'verified' | 'failed';

/** Checking or unknown shows loading; verified shows success; anything else failed (spec part 2 §2.5). */
export function trustStateOf(trust: TrustInfo | undefined): TrustState {
  if (!trust || trust.checking) return 'checking';
  return trust.verified ? 'verified' : 'failed';
}

const BADGES: Record<
  TrustState,
  { label: string; color: 'default' | 'success' | 'error'; icon: ReactElement }
> = {
  checking: {
    label: TRUST_TEXT.checking,
    color: 'default',
    icon: <CircularProgress size={14} color="inherit" aria-hidden />,
  },
  verified: { label: TRUST_TEXT.verified, color: 'success', icon: <VerifiedUserOutlined /> },
  failed: { label: TRUST_TEXT.failed, color: 'error', icon: <GppBadOutlined /> },
};

function TrustSummary({ state }: { state: TrustState }) {
  if (state === 'checking') return <Typography variant="body2">{TRUST_TEXT.checkingTooltip}</Typography>;
  if (state === 'failed') return <Typography variant="body2">{ERROR_MESSAGES.trustFailedTooltip}</Typography>;
  return (
    <List dense disablePadding>
      {TRUST_CHECKS.map((check) => (
        <ListItem key={check} disableGutters sx={{ py: 0 }}>
          <ListItemIcon sx={{ minWidth: 28, color: 'inherit' }}>
            <CheckCircleOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={TRUST_CHECK_LABELS[check]} />
        </ListItem>
      ))}
    </List>
  );
}

export interface TrustedBadgeProps {
  trust: TrustInfo | undefined;
  transactionId: string | null;
}

/**
 * The trusted badge of a file or a case version: its tooltip says what the proof of authenticity shows; a
 * click opens the details with the ledger transaction, which can be copied or opened in the explorer.
 */
export function TrustedBadge({ trust, transactionId }: TrustedBadgeProps) {
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const state = trustStateOf(trust);
  const badge = BADGES[state];
  return (
    <>
      <Tooltip describeChild title={<TrustSummary state={state} />}>
        <Chip
          size="small"
          variant="outlined"
          color={badge.color}
          icon={badge.icon}
          label={badge.label}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        />
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 360 } } }}
      >
        <Stack spacing={1.5}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {TRUST_TEXT.detailsTitle}
          </Typography>
          <TrustSummary state={state} />
          <Box>
            <Typography variant="caption" color="text.secondary">
              {TRUST_TEXT.transactionId}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
                {transactionId ?? FILE_STATUS_DIALOG_TEXT.pending}
              </Typography>
              {transactionId && <TransactionIdActions transactionId={transactionId} />}
            </Stack>
          </Box>
        </Stack>
      </Popover>
    </>
  );
}
