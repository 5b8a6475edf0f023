import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { METRIC_KINDS } from '@hde/contracts/api';
import { ERROR_MESSAGES, OVERVIEW_TEXT } from '@hde/contracts/text';
import { useWorkspaceMetrics } from '../api/use-workspace-metrics';
import { MetricCard } from './metric-card';

const CARD_COLUMNS = { xs: 12, lg: 4 };

/**
 * "View Metrics For" and the three metric cards of that year. The year starts as the server's default (that of the
 * latest death); picking one asks for it by name.
 */
export function MetricsSection({ workspaceId }: { workspaceId: string }) {
  const titleId = useId();
  const [year, setYear] = useState<number | undefined>(undefined);
  const metrics = useWorkspaceMetrics(workspaceId, year);
  const data = metrics.data;

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem' }}>
          {OVERVIEW_TEXT.metricsTitle}
        </Typography>
        <TextField
          select
          size="small"
          label={OVERVIEW_TEXT.viewMetricsFor}
          value={year ?? data?.year ?? ''}
          onChange={(event) => setYear(Number(event.target.value))}
          disabled={!data || data.years.length === 0}
          sx={{ minWidth: 200 }}
        >
          {(data?.years ?? []).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LinearProgress
        aria-hidden
        sx={{ height: 2, visibility: metrics.isFetching && data ? 'visible' : 'hidden' }}
      />
      {metrics.isError && <Alert severity="error">{ERROR_MESSAGES.workspaceQuery}</Alert>}
      <Grid container spacing={2}>
        {data
          ? data.cards.map((card) => (
              <Grid key={card.kind} size={CARD_COLUMNS}>
                <MetricCard card={card} year={data.year} />
              </Grid>
            ))
          : metrics.isPending &&
            METRIC_KINDS.map((kind) => (
              <Grid key={kind} size={CARD_COLUMNS}>
                <Skeleton variant="rounded" height={260} />
              </Grid>
            ))}
      </Grid>
    </Stack>
  );
}
