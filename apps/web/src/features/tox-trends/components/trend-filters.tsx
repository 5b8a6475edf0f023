import type { FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { TRENDS_LIMITS } from '@hde/contracts/api';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import { isCalendarDay, tooManySubstances, type RangeProblem, type TrendRange } from '../lib/trend-range';

const T = TOX_TRENDS_TEXT;

export interface TrendFilterValues extends TrendRange {
  substances: string[];
}

export interface TrendFiltersProps {
  values: TrendFilterValues;
  options: readonly string[];
  problem: RangeProblem;
  /** Today, YYYY-MM-DD: neither date may pass it (its weeks have no cases yet). */
  today: string;
  onChange: (values: TrendFilterValues) => void;
  onSubmit: () => void;
}

/** Start Date, End Date, the substance multi-select and Get Trends (spec part 2 §2.9). */
export function TrendFilters({ values, options, problem, today, onChange, onSubmit }: TrendFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const rangeText =
    problem === 'order'
      ? T.invalidRange
      : problem === 'tooLong'
        ? T.rangeTooLong(TRENDS_LIMITS.years)
        : undefined;
  const rangeError = rangeText !== undefined;
  // A cleared (or unreadable) date: Get Trends is off, and the field says why.
  const missing = (value: string) => problem === 'missing' && !isCalendarDay(value);
  const startMissing = missing(values.start);
  const endMissing = missing(values.end);
  const tooMany = tooManySubstances(values.substances);
  // The start may not pass the end either; a missing or later end leaves today as the bound.
  const startMax = values.end && values.end < today ? values.end : today;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <TextField
        type="date"
        label={T.startDate}
        value={values.start}
        onChange={(event) => onChange({ ...values, start: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: startMax } }}
        error={rangeError || startMissing}
        helperText={startMissing ? T.dateRequired : undefined}
        sx={{ minWidth: { md: 170 } }}
      />
      <TextField
        type="date"
        label={T.endDate}
        value={values.end}
        onChange={(event) => onChange({ ...values, end: event.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: values.start || undefined, max: today },
        }}
        error={rangeError || endMissing}
        helperText={endMissing ? T.dateRequired : rangeText}
        sx={{ minWidth: { md: 170 } }}
      />
      <Autocomplete
        multiple
        options={options}
        value={values.substances}
        onChange={(_event, substances) => onChange({ ...values, substances })}
        filterSelectedOptions
        renderValue={(selected, getItemProps) =>
          selected.map((substance, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={substance} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={T.substances}
            placeholder={values.substances.length === 0 ? T.allSubstances : undefined}
            error={tooMany}
            helperText={tooMany ? T.tooManySubstances(TRENDS_LIMITS.substances) : undefined}
          />
        )}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<InsightsOutlined />}
        disabled={problem !== null || tooMany}
        sx={{ alignSelf: { xs: 'stretch', md: 'center' }, whiteSpace: 'nowrap', py: 1.5 }}
      >
        {T.getTrends}
      </Button>
    </Stack>
  );
}
