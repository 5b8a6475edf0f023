import Chip, { type ChipProps } from '@mui/material/Chip';
import type { MetricStatus } from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';

/** The colour of each metric status, shared by the chip and the progress bar. */
export const METRIC_STATUS_COLORS = {
  onTrack: 'success',
  nearTarget: 'warning',
  offTrack: 'error',
  notAvailable: 'default',
} as const satisfies Record<MetricStatus, ChipProps['color']>;

export function MetricStatusChip({ status }: { status: MetricStatus }) {
  return (
    <Chip
      size="small"
      label={OVERVIEW_TEXT.metricStatus[status]}
      color={METRIC_STATUS_COLORS[status]}
      variant={status === 'notAvailable' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
