import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import type { TrendRequest } from '../api/tox-insights-keys';
import { useTrendSubstances, useTrends } from '../api/use-trends';
import {
  defaultTrendRange,
  isoDay,
  rangeProblem,
  substanceOptions,
  tooManySubstances,
} from '../lib/trend-range';
import { TrendFilters, type TrendFilterValues } from './trend-filters';
import { TrendResults } from './trend-results';

const T = TOX_TRENDS_TEXT;

/**
 * The Trends & Patterns tab (spec part 2 §2.9): the caller's cases by ISO week for a range and substances, asked
 * for the default range on opening and again on each Get Trends or sample-data switch.
 */
export function ToxTrends() {
  const [values, setValues] = useState<TrendFilterValues>(() => ({
    ...defaultTrendRange(new Date()),
    substances: [],
  }));
  const [request, setRequest] = useState<TrendRequest>(() => ({
    start: values.start,
    end: values.end,
    substances: [],
    sample: false,
    asked: 0,
  }));
  const present = useTrendSubstances();
  const options = useMemo(() => substanceOptions(present.data ?? []), [present.data]);
  const trends = useTrends(request);
  const problem = rangeProblem(values);

  const ask = (sample: boolean) => {
    if (problem === 'missing') {
      // Spec §5: without both dates the request is skipped.
      console.warn('Trends need a start and an end date');
      return;
    }
    // The filters show why, and Get Trends is disabled.
    if (problem !== null || tooManySubstances(values.substances)) return;
    setRequest((last) => ({ ...values, sample, asked: last.asked + 1 }));
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <TrendFilters
            values={values}
            options={options}
            problem={problem}
            today={isoDay(new Date())}
            onChange={setValues}
            onSubmit={() => ask(request.sample)}
          />
          <FormControlLabel
            control={<Switch checked={request.sample} onChange={(event) => ask(event.target.checked)} />}
            label={T.sample.show}
            sx={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </Paper>
      {request.sample && (
        <Alert severity="info" variant="filled" role="status">
          {T.sample.label}
        </Alert>
      )}
      <TrendResults outcome={trends.data} loading={trends.isFetching} />
    </Stack>
  );
}
