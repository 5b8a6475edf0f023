import { useId, type ReactNode } from 'react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { CopyButton } from '../../../components/copy-button';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useRefreshSnapshot } from '../api/use-dashboard-writes';
import { dashboardLink } from '../lib/dashboard-link';
import { DashboardBadge } from './dashboard-badge';

export interface SelectedDashboardViewProps {
  dashboard: Dashboard;
  /** Draws the dashboard itself (the dashboard viewer's component, given by the page). */
  renderDashboard(dashboardId: string): ReactNode;
}

/**
 * The collapsible Selected Dashboard View (spec part 2 §2.10): name, badge, Refresh Snapshot for a snapshot,
 * Copy Link and the dashboard.
 */
export function SelectedDashboardView({ dashboard, renderDashboard }: SelectedDashboardViewProps) {
  const summaryId = useId();
  return (
    // The summary sits in a heading; the details are a region it names.
    <Accordion defaultExpanded disableGutters>
      <AccordionSummary id={summaryId} expandIcon={<ExpandMore />}>
        <Typography component="span" variant="h3">
          {DASHBOARD_TEXT.selectedView}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
          >
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
              {dashboard.name}
            </Typography>
            <DashboardBadge type={dashboard.type} />
            <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
              {dashboard.type === 'SNAPSHOT' && <RefreshSnapshotButton dashboard={dashboard} />}
              <CopyButton
                text={dashboardLink(dashboard.id)}
                label={DASHBOARD_TEXT.copyLink}
                copiedLabel={DASHBOARD_TEXT.copied}
              />
            </Stack>
          </Stack>
          {/* Keyed by the snapshot's time, so a refreshed snapshot is drawn afresh. */}
          <div key={`${dashboard.id}:${dashboard.snapshotAt ?? ''}:${dashboard.lastUpdated}`}>
            {renderDashboard(dashboard.id)}
          </div>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function RefreshSnapshotButton({ dashboard }: { dashboard: Dashboard }) {
  const notify = useNotify();
  const refresh = useRefreshSnapshot(dashboard.workspaceId, dashboard.id);
  return (
    <Button
      variant="outlined"
      startIcon={<RefreshOutlined />}
      loading={refresh.isPending}
      loadingPosition="start"
      onClick={() =>
        refresh.mutate(undefined, {
          onSuccess: () => notify({ severity: 'success', message: DASHBOARD_TEXT.success.snapshotRefreshed }),
          onError: (error) => {
            console.error('Snapshot refresh failed', error);
            notify({ severity: 'error', message: DASHBOARD_TEXT.errors.snapshot });
          },
        })
      }
    >
      {DASHBOARD_TEXT.refreshSnapshot}
    </Button>
  );
}
