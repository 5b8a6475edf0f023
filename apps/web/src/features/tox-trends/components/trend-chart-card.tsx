import { useId, useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { EChart } from '../../../components/charts/echart';
import { trendChartOption } from '../lib/trend-chart-option';
import type { TrendSeries } from '../lib/trend-series';

export interface TrendChartCardProps {
  title: string;
  weeks: readonly string[];
  series: readonly TrendSeries[];
  provisionalFrom: string | null;
  height?: number;
}

/** One weekly chart under its title, in the colours of the theme mode. */
export function TrendChartCard({ title, weeks, series, provisionalFrom, height = 280 }: TrendChartCardProps) {
  const titleId = useId();
  const mode = useTheme().palette.mode;
  const option = useMemo(
    () => trendChartOption({ title, weeks, series, provisionalFrom, mode }),
    [title, weeks, series, provisionalFrom, mode],
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, height: '100%' }}>
      <Typography id={titleId} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <EChart option={option} height={height} label={title} />
    </Paper>
  );
}
