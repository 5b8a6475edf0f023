import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MetricChart } from '@hde/charts';
import { EChart } from '../../../components/charts/echart';

export interface MetricChartPanelProps {
  title: string;
  chart: MetricChart | null;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: string;
}

/** One titled chart of the metric analytics dialog, or the text saying there is no data for it. */
export function MetricChartPanel({ title, chart, emptyText }: MetricChartPanelProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {chart ? (
        <EChart option={chart.option} height={chart.height} label={title} />
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      )}
    </Box>
  );
}
