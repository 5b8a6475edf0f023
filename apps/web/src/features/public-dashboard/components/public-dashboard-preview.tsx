import { useId } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { Workspace } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts/text';
import { publicDashboardUrl } from '../../../lib/public-dashboard/embed-snippet';
import { usePublicConfiguration } from '../api/use-public-configuration';
import { PrivacyReport } from './privacy-report';
import { PublicDashboardView } from './public-dashboard-view';

/**
 * The Public Dashboard tab (spec part 2 §2.2; owners and admins of a public workspace): while it is prepared, a
 * note; then what the public sees, drawn from the public calls themselves, its link, and the Privacy Report.
 */
export function PublicDashboardPreview({
  workspace,
}: {
  workspace: Pick<Workspace, 'id' | 'publicDashboardSyncing'>;
}) {
  const titleId = useId();
  const previewTitleId = useId();
  const syncing = workspace.publicDashboardSyncing;

  return (
    <Stack component="section" spacing={3} aria-labelledby={titleId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id={titleId} variant="h2">
          {WORKSPACE_TAB_LABELS.public}
        </Typography>
        {!syncing && (
          <Button
            variant="outlined"
            href={publicDashboardUrl(window.location.origin, workspace.id)}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNew aria-hidden />}
          >
            {PUBLIC_DASHBOARD_TEXT.openPublicPage}
          </Button>
        )}
      </Stack>
      {syncing ? (
        <Stack role="status" spacing={2} sx={{ py: 2 }}>
          <Typography color="text.secondary">{PUBLIC_DASHBOARD_TEXT.preparing}</Typography>
          <LinearProgress aria-hidden />
        </Stack>
      ) : (
        <>
          <Stack component="section" spacing={1.5} aria-labelledby={previewTitleId}>
            <Typography id={previewTitleId} variant="h3">
              {PUBLIC_DASHBOARD_TEXT.viewAsPublicTitle}
            </Typography>
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <PublicDashboardView workspaceId={workspace.id} variant="preview" />
            </Paper>
          </Stack>
          <PublishedPrivacyReport workspaceId={workspace.id} />
        </>
      )}
    </Stack>
  );
}

/** The report of the publication the preview shows, once that is known. */
function PublishedPrivacyReport({ workspaceId }: { workspaceId: string }) {
  const configuration = usePublicConfiguration(workspaceId);
  if (configuration.isPending) return null;
  return <PrivacyReport workspaceId={workspaceId} publishedAt={configuration.data?.publishedAt} />;
}
