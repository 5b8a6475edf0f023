import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_TAB_EMPTY_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts/text';
import { useWorkspaceCount } from '../api/use-workspace-count';
import { CountCards } from './count-cards';
import { FeatureCarousel } from './feature-carousel';
import { MetricsSection } from './metrics-section';
import { RecentCasesTable } from './recent-cases-table';

/**
 * The Overview tab (spec part 2 §2.6): the count cards, the latest cases beside the feature cards, then the
 * turnaround metrics of a year. A workspace without cases also says how to get some.
 */
export function OverviewPage({ workspace }: { workspace: Workspace }) {
  const cases = useWorkspaceCount(workspace.id, 'CASE');
  return (
    <Stack component="section" spacing={3} aria-label={WORKSPACE_TAB_LABELS.overview}>
      <Typography variant="h2">{WORKSPACE_TAB_LABELS.overview}</Typography>
      {cases.data === 0 && <Alert severity="info">{WORKSPACE_TAB_EMPTY_TEXT.overview}</Alert>}
      <CountCards workspaceId={workspace.id} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RecentCasesTable workspaceId={workspace.id} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <FeatureCarousel workspace={workspace} />
        </Grid>
      </Grid>
      <MetricsSection workspaceId={workspace.id} />
    </Stack>
  );
}
