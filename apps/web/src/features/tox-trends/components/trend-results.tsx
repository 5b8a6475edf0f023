import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { TrendData } from '@hde/contracts/api';
import { ERROR_MESSAGES, TOX_TRENDS_TEXT } from '@hde/contracts/text';
import type { TrendOutcome } from '../lib/trend-attempts';
import { TrendCharts } from './trend-charts';

export interface TrendResultsProps {
  outcome: TrendOutcome<TrendData> | undefined;
  loading: boolean;
}

function content(outcome: TrendOutcome<TrendData> | undefined): ReactNode {
  if (outcome === undefined) return <Box sx={{ minHeight: 240 }} />;
  if (outcome.kind === 'failed') return <Alert severity="error">{ERROR_MESSAGES.trends}</Alert>;
  if (outcome.kind === 'stopped') return <Alert severity="warning">{ERROR_MESSAGES.trendsWarning}</Alert>;
  if (outcome.data.summary.total_cases === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {ERROR_MESSAGES.trendsEmpty}
      </Typography>
    );
  }
  return <TrendCharts data={outcome.data} />;
}

/** The answer to the last Get Trends, under the "Gathering Trends..." overlay while the next one loads. */
export function TrendResults({ outcome, loading }: TrendResultsProps) {
  return (
    <Box sx={{ position: 'relative' }} aria-busy={loading}>
      {content(outcome)}
      {loading && (
        <Stack
          role="status"
          spacing={2}
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            alignItems: 'center',
            justifyContent: 'flex-start',
            pt: 10,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.background.default, 0.75),
          })}
        >
          <CircularProgress aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{TOX_TRENDS_TEXT.loading}</Typography>
        </Stack>
      )}
    </Box>
  );
}
