import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { QueryResult } from '@hde/contracts/api';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { EChart } from '../../../components/charts/echart';
import { SectionCard } from '../../../components/section-card';
import {
  CALENDAR_HEIGHT,
  activityCalendarOption,
  activityGroupChart,
  activityGroupChartTitle,
  type ActivityGroupChart,
} from '../lib/activity-charts';

export interface ActivityChartsProps {
  /** The answers of activityChartQueries, by name; undefined while they load. */
  results: Record<string, QueryResult> | undefined;
  loading: boolean;
  today: string;
}

/** The calendar is wide: on a narrow screen it scrolls sideways inside its card rather than shrink its days away. */
const CALENDAR_MIN_WIDTH = 720;
const GROUP_CHARTS: readonly ActivityGroupChart[] = ['byAction', 'byCollection', 'byUser', 'byWorkspace'];

function ChartEmpty() {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {ACTIVITY_LOG_TEXT.chartsEmpty}
    </Typography>
  );
}

function PerDayCalendar({ perDay, today }: { perDay: QueryResult | undefined; today: string }) {
  const mode = useTheme().palette.mode;
  const option = useMemo(
    () => activityCalendarOption(perDay ?? { items: [] }, today, mode),
    [perDay, today, mode],
  );
  return (
    <SectionCard title={ACTIVITY_LOG_TEXT.perDayTitle}>
      <Typography variant="body2" color="text.secondary">
        {ACTIVITY_LOG_TEXT.perDayHelp}
      </Typography>
      <Box tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: CALENDAR_MIN_WIDTH }}>
          <EChart option={option} height={CALENDAR_HEIGHT} label={ACTIVITY_LOG_TEXT.perDayTitle} />
        </Box>
      </Box>
    </SectionCard>
  );
}

function GroupChart({ chart, result }: { chart: ActivityGroupChart; result: QueryResult | undefined }) {
  const mode = useTheme().palette.mode;
  const drawn = useMemo(() => activityGroupChart(chart, result, mode), [chart, result, mode]);
  const title = activityGroupChartTitle(chart);
  return (
    <SectionCard title={title}>
      {drawn.kind === 'echarts' ? (
        <EChart option={drawn.option} height={drawn.height} label={title} />
      ) : (
        <ChartEmpty />
      )}
    </SectionCard>
  );
}

/** Activities per day, by action, by collection, by user and by workspace, under the log's filters. */
export function ActivityCharts({ results, loading, today }: ActivityChartsProps) {
  if (!results) {
    return loading ? <Skeleton variant="rounded" height={CALENDAR_HEIGHT} aria-hidden /> : null;
  }
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <PerDayCalendar perDay={results.perDay} today={today} />
      </Grid>
      {GROUP_CHARTS.map((chart) => (
        <Grid key={chart} size={{ xs: 12, md: 6 }}>
          <GroupChart chart={chart} result={results[chart]} />
        </Grid>
      ))}
    </Grid>
  );
}
