import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { CopyButton } from '../../../components/copy-button';
import { useViewerAccess } from '../api/use-viewer-access';
import { dashboardViewerLink } from '../dashboard-viewer-path';
import { CustomDashboardView } from '../components/custom-dashboard-view';
import { DashboardPasswordForm } from '../components/dashboard-password-form';
import {
  AccessNotGranted,
  DashboardLoadFailed,
  DashboardLoading,
  DashboardPreparing,
} from '../components/dashboard-viewer-states';

export interface DashboardViewerPageProps {
  dashboardId: string;
  /** A session exists: the signed-in API is tried first. */
  signedIn: boolean;
  /** Starts sign-in, returning to this page. */
  onSignIn(): void;
}

/**
 * /mdi/dashboard/{id} (spec part 2 §2.10): the dashboard's name, Copy Link, "Back to the product" and the
 * dashboard, for signed-in viewers and, for PUBLIC and PASSWORD dashboards, anyone with the link; no shell.
 */
export function DashboardViewerPage({ dashboardId, signedIn, onSignIn }: DashboardViewerPageProps) {
  const { access, viewerToken, onUnlocked, onViewerTokenRefused } = useViewerAccess(dashboardId, signedIn);
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, md: 4 } }}>
      {/* Gaps, not margins: a centred notice keeps its own auto margins. */}
      <Stack spacing={3} useFlexGap sx={{ maxWidth: 1440, mx: 'auto' }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          {access.state === 'granted' ? (
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {access.definition.info.name}
            </Typography>
          ) : (
            <span />
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {access.state === 'granted' && (
              <CopyButton
                text={dashboardViewerLink(dashboardId)}
                label={DASHBOARD_TEXT.copyLink}
                copiedLabel={DASHBOARD_TEXT.copied}
              />
            )}
            <Button component={RouterLink} to="/" variant="outlined" startIcon={<ArrowBack />}>
              {DASHBOARD_TEXT.backToProduct}
            </Button>
          </Stack>
        </Stack>
        {access.state === 'granted' && (
          <CustomDashboardView
            dashboardId={dashboardId}
            base={access.base}
            viewerToken={access.base === 'public' ? viewerToken : null}
            onViewerTokenRefused={onViewerTokenRefused}
            widgetHeading="h2"
          />
        )}
        {access.state === 'loading' && <DashboardLoading />}
        {access.state === 'preparing' && <DashboardPreparing />}
        {access.state === 'password' && (
          <DashboardPasswordForm dashboardId={dashboardId} onUnlocked={onUnlocked} />
        )}
        {access.state === 'denied' && <AccessNotGranted onSignIn={signedIn ? undefined : onSignIn} />}
        {access.state === 'failed' && <DashboardLoadFailed onRetry={access.retry} />}
      </Stack>
    </Box>
  );
}
