import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import { TOX_LIMITS, type ToxSex } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { RACE_OPTIONS, SEX_OPTIONS } from '../lib/options';

const T = TOX_TEXT.list;

/** What the filter bar holds, as typed (the texts are debounced by the list). */
export interface ToxCaseFilters {
  lookup: string;
  sex: ToxSex[];
  race: string;
  substance: string;
}

export const NO_FILTERS: ToxCaseFilters = { lookup: '', sex: [], race: '', substance: '' };

export const isFiltered = (filters: ToxCaseFilters) =>
  filters.lookup.trim() !== '' ||
  filters.sex.length > 0 ||
  filters.race !== '' ||
  filters.substance.trim() !== '';

export interface ToxCaseFilterBarProps {
  filters: ToxCaseFilters;
  onChange(filters: ToxCaseFilters): void;
}

/** The simple filter bar of the case list: case id lookup, Sex, Race and Substance, and Clear Filters. */
export function ToxCaseFilterBar({ filters, onChange }: ToxCaseFilterBarProps) {
  const set = (change: Partial<ToxCaseFilters>) => onChange({ ...filters, ...change });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { md: 'center' } }}
    >
      <TextField
        size="small"
        label={T.lookup}
        value={filters.lookup}
        onChange={(event) => set({ lookup: event.target.value })}
        slotProps={{
          htmlInput: { maxLength: TOX_LIMITS.lookup },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 220 }}
      />
      <TextField
        select
        size="small"
        label={T.sex}
        value={filters.sex}
        onChange={(event) => {
          const value = event.target.value as unknown as ToxSex[] | string;
          set({ sex: typeof value === 'string' ? (value.split(',') as ToxSex[]) : value });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as ToxSex[]).map((sex) => TOX_TEXT.sexLabels[sex]).join(', '),
          },
        }}
        sx={{ minWidth: 160 }}
      >
        {SEX_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox size="small" checked={filters.sex.includes(option.value)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={T.race}
        value={filters.race}
        onChange={(event) => set({ race: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        {RACE_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={T.substance}
        value={filters.substance}
        onChange={(event) => set({ substance: event.target.value })}
        slotProps={{ htmlInput: { maxLength: TOX_LIMITS.field } }}
        sx={{ minWidth: 180 }}
      />
      <Button color="inherit" disabled={!isFiltered(filters)} onClick={() => onChange(NO_FILTERS)}>
        {T.clearFilters}
      </Button>
    </Stack>
  );
}
