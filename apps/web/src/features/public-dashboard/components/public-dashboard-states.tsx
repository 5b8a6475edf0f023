import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined';
import { PUBLIC_DASHBOARD_ERRORS, PUBLIC_DASHBOARD_TEXT, SHELL_TEXT } from '@hde/contracts/text';
import { isApiRequestError } from '../../../lib/api/api-request-error';

export function PublicDashboardLoading() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{PUBLIC_DASHBOARD_TEXT.loading}</Typography>
    </Stack>
  );
}

/** The clear page of a workspace that is not, or no longer, public: nothing else of it is shown. */
export function NotPublicNotice({ headingComponent }: { headingComponent: 'h1' | 'h4' }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <PublicOffOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1" component={headingComponent}>
        {PUBLIC_DASHBOARD_TEXT.notPublicTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {PUBLIC_DASHBOARD_TEXT.notPublicBody}
      </Typography>
    </Stack>
  );
}

/** A failed public call: rate-limited (429) says to wait, anything else that loading failed. */
export function PublicLoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {SHELL_TEXT.tryAgain}
        </Button>
      }
    >
      {isApiRequestError(error, 429)
        ? PUBLIC_DASHBOARD_ERRORS.tooManyRequests
        : PUBLIC_DASHBOARD_TEXT.loadFailed}
    </Alert>
  );
}
