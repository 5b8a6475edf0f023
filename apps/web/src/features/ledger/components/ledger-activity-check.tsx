import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useActivityInclusion } from '../api/ledger-queries';
import { LedgerLoadFailed, LedgerLoading } from './ledger-load-states';

const text = LEDGER_TEXT.activity;

/** The check of one activity against the entry that seals it: the Activity Log links here with `?activity=`. */
export function LedgerActivityCheck({
  transactionId,
  activityId,
}: {
  transactionId: string;
  activityId: string;
}) {
  const query = useActivityInclusion(transactionId, activityId);
  let content;
  if (query.isPending) {
    content = <LedgerLoading label={text.loading} />;
  } else if (isApiRequestError(query.error, 404)) {
    content = <Alert severity="warning">{text.notFound}</Alert>;
  } else if (query.isError) {
    content = <LedgerLoadFailed onRetry={() => void query.refetch()} />;
  } else {
    const { included, leafHash, leafIndex } = query.data;
    content = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Chip
          variant="outlined"
          color={included ? 'success' : 'error'}
          icon={included ? <CheckCircleOutlined /> : <ErrorOutlined />}
          label={included ? text.included : text.notIncluded}
        />
        <Typography variant="body2" color="text.secondary">
          {text.help}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: 1 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {text.leafHash}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {leafHash}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {text.leafIndex}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {leafIndex + 1}
          </Typography>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack component="section" spacing={1.5} aria-label={text.title}>
      <Typography variant="h3">{text.title}</Typography>
      {content}
    </Stack>
  );
}
