import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrendData } from '@hde/contracts/api';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { weekLabel } from '../lib/trend-chart-option';
import { trendView } from '../lib/trend-view';
import { InsightFeed } from './insight-feed';
import { TrendChartCard } from './trend-chart-card';
import { TrendSummary } from './trend-summary';

const C = TOX_TRENDS_TEXT.charts;

/** The summary counts, the total chart beside the Insight Feed, then the four charts by group. */
export function TrendCharts({ data }: { data: TrendData }) {
  const view = useMemo(() => trendView(data), [data]);
  const provisionalFrom = data.provisional_from;
  const groups = [
    { title: C.bySubstance, series: view.bySubstance },
    { title: C.bySex, series: view.bySex },
    { title: C.byRace, series: view.byRace },
    { title: C.byAge, series: view.byAge },
  ];
  return (
    <Stack spacing={2}>
      <TrendSummary summary={data.summary} weeks={view.weeks.length} />
      {data.summary_text && <Typography variant="body2">{data.summary_text}</Typography>}
      {provisionalFrom !== null && (
        <Typography variant="body2" color="text.secondary">
          {TOX_TRENDS_TEXT.provisionalFrom(weekLabel(provisionalFrom))}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <TrendChartCard
            title={C.total}
            weeks={view.weeks}
            series={view.total}
            provisionalFrom={provisionalFrom}
            height={320}
          />
        </Grid>
        {/*
          Side by side (lg), the total chart sets the row's height and the feed fills it, scrolling its items: out
          of the flow, the feed does not stretch the chart's card to its own length. Stacked, it takes its length.
        */}
        <Grid size={{ xs: 12, lg: 4 }} sx={{ position: 'relative' }}>
          <Box sx={{ position: { lg: 'absolute' }, inset: { lg: 0 } }}>
            <InsightFeed insights={data.insights} />
          </Box>
        </Grid>
        {groups.map((group) => (
          <Grid key={group.title} size={{ xs: 12, md: 6 }}>
            <TrendChartCard
              title={group.title}
              weeks={view.weeks}
              series={group.series}
              provisionalFrom={provisionalFrom}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
