import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicDashboard } from '@hde/contracts/api';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';
import { formatCalendarDate } from '../../../lib/dates/format-calendar-date';

export interface PublicDashboardHeaderProps {
  dashboard: PublicDashboard;
  headingComponent: 'h1' | 'h4';
}

/** The workspace name, the Live or Snapshot chip and "Last Updated" as MM/DD/YYYY (spec part 2 §2.7, §5). */
export function PublicDashboardHeader({ dashboard, headingComponent }: PublicDashboardHeaderProps) {
  const lastUpdated = formatCalendarDate(dashboard.lastUpdated);
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="h1" component={headingComponent} sx={{ overflowWrap: 'anywhere' }}>
        {dashboard.name}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={dashboard.live ? 'success' : 'default'}
          label={dashboard.live ? PUBLIC_DASHBOARD_TEXT.liveChip : PUBLIC_DASHBOARD_TEXT.snapshotChip}
        />
        {lastUpdated && (
          <Typography variant="body2" color="text.secondary">
            {PUBLIC_DASHBOARD_TEXT.lastUpdated}: {lastUpdated}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
