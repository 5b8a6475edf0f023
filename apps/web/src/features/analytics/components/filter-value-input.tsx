import { useId, useState } from 'react';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FILTER_LOOKUP_DEBOUNCE_MS, QUICK_DATE_RANGES, type FilterOperator } from '@hde/contracts';
import type { FilterValue } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';
import type { AnalyticsField } from '@hde/contracts/fields';
import { useFilterValues } from '../api/use-filter-values';
import {
  displayValue,
  quickRange,
  takesManyValues,
  takesRange,
  type QuickDateRange,
} from '../lib/filter-entries';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** What the value inputs hold until the filter is applied. */
export interface FilterDraft {
  /** Chosen values of a list or typeahead filter. */
  choices: FilterValue[];
  /** Typed text of a "contains" filter. */
  text: string;
  /** From (or the single value) and to of a date or number filter. */
  from: string;
  to: string;
}

export const EMPTY_DRAFT: FilterDraft = { choices: [], text: '', from: '', to: '' };

export interface FilterValueInputProps {
  workspaceId: string;
  field: AnalyticsField;
  operator: FilterOperator;
  draft: FilterDraft;
  onChange(draft: FilterDraft): void;
  onOperatorChange(operator: FilterOperator): void;
}

/** The value inputs of the kind of the chosen field: list, typeahead, date or number. */
export function FilterValueInput(props: FilterValueInputProps) {
  switch (props.field.filter) {
    case 'list':
      return <ChoiceInput {...props} lookup="list" />;
    case 'date':
      return <DateInput {...props} />;
    case 'number':
      return <NumberInput {...props} />;
    default:
      return <ChoiceInput {...props} lookup="typeahead" />;
  }
}

const renderValueInput = (params: AutocompleteRenderInputParams) => {
  const { InputProps, inputProps, InputLabelProps, ...rest } = params;
  return (
    <TextField
      {...rest}
      label={ANALYTICS_TEXT.filterValue}
      slotProps={{ input: InputProps, htmlInput: inputProps, inputLabel: InputLabelProps }}
    />
  );
};

const sameValue = (option: FilterValue, value: FilterValue) => option === value;
/** The server already narrowed a typeahead's options to the typed text. */
const asNarrowed = (options: FilterValue[]) => options;

/**
 * A list field offers its values (looked up once); a typeahead field looks up the values matching the typed
 * text, FILTER_LOOKUP_DEBOUNCE_MS after the last key, limited to FILTER_LOOKUP_LIMIT. "is one of" and "is not
 * one of" take several values; "contains" takes the typed text.
 */
function ChoiceInput({
  workspaceId,
  field,
  operator,
  draft,
  onChange,
  lookup,
}: FilterValueInputProps & { lookup: 'list' | 'typeahead' }) {
  const [typed, setTyped] = useState(operator === 'like' ? draft.text : '');
  // What the user typed (not the label MUI writes back after a choice) narrows the lookup.
  const [search, setSearch] = useState(typed);
  const settled = useDebouncedValue(search.trim(), FILTER_LOOKUP_DEBOUNCE_MS);
  const values = useFilterValues(workspaceId, field, lookup === 'list' ? null : settled);
  const options = values.data ?? [];
  const loading = values.isFetching || (lookup === 'typeahead' && settled !== search.trim());
  const onTyped = (value: string, reason: string) => {
    setTyped(value);
    if (reason !== 'reset') setSearch(value);
  };
  const shared = {
    options,
    loading,
    getOptionLabel: (option: FilterValue) => displayValue(option, field.name),
    isOptionEqualToValue: sameValue,
    ...(lookup === 'typeahead' ? { filterOptions: asNarrowed } : {}),
    renderInput: renderValueInput,
  };

  if (operator === 'like') {
    return (
      <Autocomplete<FilterValue, false, false, true>
        {...shared}
        freeSolo
        getOptionLabel={(option) => displayValue(option, field.name)}
        value={draft.text}
        inputValue={draft.text}
        onInputChange={(_event, value, reason) => {
          onTyped(value, reason);
          onChange({ ...draft, text: value });
        }}
        onChange={(_event, value) =>
          onChange({ ...draft, text: value === null ? '' : displayValue(value, field.name) })
        }
      />
    );
  }
  if (takesManyValues(operator)) {
    return (
      <Autocomplete<FilterValue, true>
        {...shared}
        multiple
        value={draft.choices}
        inputValue={typed}
        onInputChange={(_event, value, reason) => onTyped(value, reason)}
        onChange={(_event, value) => onChange({ ...draft, choices: value })}
      />
    );
  }
  return (
    <Autocomplete<FilterValue>
      {...shared}
      value={draft.choices[0] ?? null}
      inputValue={typed}
      onInputChange={(_event, value, reason) => onTyped(value, reason)}
      onChange={(_event, value) => onChange({ ...draft, choices: value === null ? [] : [value] })}
    />
  );
}

/** From and To (one of them for greater / lower than), with the quick ranges ending today. */
function DateInput({ field, operator, draft, onChange, onOperatorChange }: FilterValueInputProps) {
  const rangesId = useId();
  const range = takesRange(field, operator);
  const showFrom = range || operator === 'gte';
  const showTo = range || operator === 'lte';
  const pick = (name: QuickDateRange) => {
    const { from, to } = quickRange(name, new Date());
    if (!range) onOperatorChange('eq');
    onChange({ ...draft, from, to });
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {showFrom && (
          <TextField
            type="date"
            label={ANALYTICS_TEXT.filterFrom}
            value={draft.from}
            onChange={(event) => onChange({ ...draft, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        )}
        {showTo && (
          <TextField
            type="date"
            label={ANALYTICS_TEXT.filterTo}
            value={draft.to}
            onChange={(event) => onChange({ ...draft, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        )}
      </Stack>
      <Stack spacing={1} role="group" aria-labelledby={rangesId}>
        <Typography id={rangesId} variant="body2" color="text.secondary">
          {ANALYTICS_TEXT.quickDateRanges}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {QUICK_DATE_RANGES.map((name) => (
            <Button key={name} size="small" variant="outlined" onClick={() => pick(name)}>
              {name}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** One number, or From and an optional To for is / is not. */
function NumberInput({ field, operator, draft, onChange }: FilterValueInputProps) {
  const range = takesRange(field, operator);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        type="number"
        label={range ? ANALYTICS_TEXT.filterFrom : ANALYTICS_TEXT.filterValue}
        value={draft.from}
        onChange={(event) => onChange({ ...draft, from: event.target.value })}
        fullWidth
      />
      {range && (
        <TextField
          type="number"
          label={ANALYTICS_TEXT.filterTo}
          value={draft.to}
          onChange={(event) => onChange({ ...draft, to: event.target.value })}
          fullWidth
        />
      )}
    </Stack>
  );
}
