import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TOX_AGE_GROUPS, TOX_RACES, TOX_SEXES } from '@hde/contracts';
import { TOX_TRENDS_TEXT } from '@hde/contracts/text';
import {
  datesOutOfOrder,
  hasOverviewFilters,
  NO_OVERVIEW_FILTERS,
  type OverviewFilters,
} from '../lib/overview-filters';

const T = TOX_TRENDS_TEXT.overview;
const SEX_LABELS = TOX_SEXES.map((sex) => sex.label);

interface MultiSelectProps {
  label: string;
  options: readonly string[];
  value: string[];
  onChange(value: string[]): void;
}

/** A select of several values with a checkbox each; what is chosen reads in the field. */
function MultiSelect({ label, options, value, onChange }: MultiSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value as unknown as string[] | string;
        onChange(typeof chosen === 'string' ? chosen.split(',') : chosen);
      }}
      slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).join(', ') } }}
      sx={{ minWidth: 150, maxWidth: 260 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          <Checkbox size="small" checked={value.includes(option)} sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={option} />
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface ToxOverviewFilterBarProps {
  filters: OverviewFilters;
  substances: readonly string[];
  onChange(filters: OverviewFilters): void;
}

/** The overview's simple filter bar: Substance (chips), From/To, Sex, Race, Age Group and Clear Filters. */
export function ToxOverviewFilterBar({ filters, substances, onChange }: ToxOverviewFilterBarProps) {
  const set = (change: Partial<OverviewFilters>) => onChange({ ...filters, ...change });
  // From after To is not asked for (overviewWhere leaves both out); the To field says why.
  const outOfOrder = datesOutOfOrder(filters);
  const date = (label: string, key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={filters[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      error={outOfOrder}
      helperText={key === 'to' && outOfOrder ? TOX_TRENDS_TEXT.invalidRange : undefined}
      sx={{ width: 170 }}
    />
  );
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Autocomplete<string, true>
        multiple
        size="small"
        options={[...substances]}
        value={filters.substances}
        onChange={(_event, values) => set({ substances: values })}
        renderValue={(values, getItemProps) =>
          values.map((substance, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={substance} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => <TextField {...params} label={T.substance} />}
        sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 480 }}
      />
      {date(T.from, 'from')}
      {date(T.to, 'to')}
      <MultiSelect
        label={T.sex}
        options={SEX_LABELS}
        value={filters.sexes}
        onChange={(sexes) => set({ sexes })}
      />
      <MultiSelect
        label={T.race}
        options={TOX_RACES}
        value={filters.races}
        onChange={(races) => set({ races })}
      />
      <MultiSelect
        label={T.ageGroup}
        options={TOX_AGE_GROUPS}
        value={filters.ageGroups}
        onChange={(ageGroups) => set({ ageGroups })}
      />
      <Button
        color="inherit"
        disabled={!hasOverviewFilters(filters)}
        onClick={() => onChange(NO_OVERVIEW_FILTERS)}
        sx={{ minHeight: 40 }}
      >
        {T.clearFilters}
      </Button>
    </Stack>
  );
}
