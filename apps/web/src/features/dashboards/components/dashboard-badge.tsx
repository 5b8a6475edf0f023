import Chip from '@mui/material/Chip';
import type { DashboardType } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';

/** Live Dashboard or Snapshot Dashboard. */
export function DashboardBadge({ type }: { type: DashboardType }) {
  return (
    <Chip
      label={DASHBOARD_TEXT.badge[type]}
      color={type === 'LIVE' ? 'success' : 'info'}
      size="small"
      variant="outlined"
    />
  );
}
