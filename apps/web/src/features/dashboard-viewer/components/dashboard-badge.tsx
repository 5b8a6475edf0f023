import Chip from '@mui/material/Chip';
import type { DashboardType } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';

/** "Live Dashboard" or "Snapshot Dashboard" (spec part 2 §2.10). */
export function DashboardBadge({ type }: { type: DashboardType }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={type === 'LIVE' ? 'success' : 'default'}
      label={DASHBOARD_TEXT.badge[type]}
    />
  );
}
