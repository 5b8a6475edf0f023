import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { MISSING_VALUE } from '@hde/contracts';
import { metricStatus, type MetricCard as MetricCardData } from '@hde/contracts/api';
import { OVERVIEW_TEXT } from '@hde/contracts/text';
import { MetricAnalyticsDialog } from './metric-analytics-dialog';
import { METRIC_STATUS_COLORS, MetricStatusChip } from './metric-status-chip';

export interface MetricCardProps {
  card: MetricCardData;
  /** The year shown; null when the workspace has no case with a date of death. */
  year: number | null;
}

/** One turnaround metric of the year: percent on time against the target, its status, and its analytics. */
export function MetricCard({ card, year }: MetricCardProps) {
  const titleId = useId();
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  const status = metricStatus(card.percentage, card.target);
  const color = METRIC_STATUS_COLORS[status];
  const period = year === null ? OVERVIEW_TEXT.noYears : OVERVIEW_TEXT.period(year);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem' }}>
            {OVERVIEW_TEXT.metricTitles[card.kind]}
          </Typography>
          <MetricStatusChip status={status} />
        </Stack>
        {/* Two lines reserved, so that the figures of side-by-side cards line up. */}
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: '2lh' }}>
          {OVERVIEW_TEXT.metricRules[card.kind]}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}>
          {card.percentage === null ? MISSING_VALUE : `${card.percentage.toFixed(1)}%`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {OVERVIEW_TEXT.target(card.target)}
        </Typography>
      </Stack>
      <Box sx={{ position: 'relative' }}>
        <LinearProgress
          variant="determinate"
          value={card.percentage ?? 0}
          color={color === 'default' ? 'inherit' : color}
          aria-label={OVERVIEW_TEXT.metricTitles[card.kind]}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: -3,
            bottom: -3,
            left: `${card.target}%`,
            width: 2,
            bgcolor: 'text.primary',
            borderRadius: 1,
          }}
        />
      </Box>
      <Stack spacing={0.25} sx={{ flex: 1 }}>
        <Typography variant="body2">{OVERVIEW_TEXT.onTimeOf(card.onTime, card.total)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {period}
        </Typography>
      </Stack>
      <Button
        variant="outlined"
        startIcon={<BarChartOutlined />}
        onClick={() => setAnalyticsOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {OVERVIEW_TEXT.viewMetricAnalytics}
      </Button>
      <MetricAnalyticsDialog
        card={card}
        period={period}
        open={analyticsOpen}
        onClose={() => setAnalyticsOpen(false)}
      />
    </Paper>
  );
}
