import type { FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import type { RangeProblem, TrendRange } from '../lib/trend-range';

const T = TOX_TRENDS_TEXT;

export interface TrendFilterValues extends TrendRange {
  substances: string[];
}

export interface TrendFiltersProps {
  values: TrendFilterValues;
  options: readonly string[];
  problem: RangeProblem;
  onChange: (values: TrendFilterValues) => void;
  onSubmit: () => void;
}

/** Start Date, End Date, the substance multi-select and Get Trends (spec part 2 §2.9). */
export function TrendFilters({ values, options, problem, onChange, onSubmit }: TrendFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const orderText = problem === 'order' ? T.invalidRange : undefined;
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
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: values.end || undefined } }}
        error={problem === 'order'}
        sx={{ minWidth: { md: 170 } }}
      />
      <TextField
        type="date"
        label={T.endDate}
        value={values.end}
        onChange={(event) => onChange({ ...values, end: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.start || undefined } }}
        error={problem === 'order'}
        helperText={orderText}
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
          />
        )}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<InsightsOutlined />}
        disabled={problem !== null}
        sx={{ alignSelf: { xs: 'stretch', md: 'center' }, whiteSpace: 'nowrap', py: 1.5 }}
      >
        {T.getTrends}
      </Button>
    </Stack>
  );
}
