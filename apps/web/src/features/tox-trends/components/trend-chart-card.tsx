import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { EChart } from '../../../components/charts/echart';
import { trendChartOption, trendLegendLayout } from '../lib/trend-chart-option';
import type { TrendSeries } from '../lib/trend-series';

export interface TrendChartCardProps {
  title: string;
  weeks: readonly string[];
  series: readonly TrendSeries[];
  provisionalFrom: string | null;
  /** The chart's height with at most one line of legend; each further line adds its own. */
  height?: number;
}

/** The width of the element, followed as it changes; undefined until measured (and without ResizeObserver). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** One weekly chart under its title, in the colours of the theme mode; its legend wraps to show every name. */
export function TrendChartCard({ title, weeks, series, provisionalFrom, height = 280 }: TrendChartCardProps) {
  const titleId = useId();
  const mode = useTheme().palette.mode;
  const { ref, width } = useWidth();
  const option = useMemo(
    () => trendChartOption({ title, weeks, series, provisionalFrom, mode, width }),
    [title, weeks, series, provisionalFrom, mode, width],
  );
  const legendTop = useMemo(
    () =>
      trendLegendLayout(
        series.map((one) => one.name),
        width,
      ).top,
    [series, width],
  );
  // One line of legend puts the plot at 40; the plot keeps its height under more lines.
  const chartHeight = height + Math.max(0, legendTop - 40);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, height: '100%' }}>
      <Typography id={titleId} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box ref={ref}>
        <EChart option={option} height={chartHeight} label={title} />
      </Box>
    </Paper>
  );
}
