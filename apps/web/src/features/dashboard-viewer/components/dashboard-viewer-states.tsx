import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { DASHBOARD_TEXT, DASHBOARD_VIEWER_TEXT, SHELL_TEXT } from '@hde/contracts/text';

export function DashboardLoading() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{DASHBOARD_VIEWER_TEXT.loading}</Typography>
    </Stack>
  );
}

/** A dashboard call that failed for another reason than access: a retry. */
export function DashboardLoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {SHELL_TEXT.tryAgain}
        </Button>
      }
    >
      {DASHBOARD_VIEWER_TEXT.loadFailed}
    </Alert>
  );
}

export interface AccessNotGrantedProps {
  /** Where the notice sits in the page's outline: the viewer page, or a panel of another page. */
  headingComponent?: 'h1' | 'h2' | 'h3';
  /** Offered to a signed-out viewer: a private dashboard may be theirs once signed in. */
  onSignIn?: (() => void) | undefined;
}

/** "Access not granted" with the permission message (spec part 2 §2.10): nothing of the dashboard is shown. */
export function AccessNotGranted({ headingComponent = 'h1', onSignIn }: AccessNotGrantedProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <LockOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1" component={headingComponent}>
        {DASHBOARD_TEXT.accessNotGranted}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {DASHBOARD_TEXT.accessNotGrantedBody}
      </Typography>
      {onSignIn && (
        <Button variant="contained" onClick={onSignIn}>
          {DASHBOARD_VIEWER_TEXT.signIn}
        </Button>
      )}
    </Stack>
  );
}
