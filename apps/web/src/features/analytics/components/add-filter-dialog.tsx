import { useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FilterOperator } from '@hde/contracts';
import { FILTER_OPERATOR_LABELS, type FilterEntry, type FilterValue } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';
import type { AnalyticsField } from '@hde/contracts/fields';
import { defaultOperator, operatorsFor, takesManyValues, takesRange } from '../lib/filter-entries';
import { EMPTY_DRAFT, FilterValueInput, type FilterDraft } from './filter-value-input';

export interface AddFilterDialogProps {
  open: boolean;
  workspaceId: string;
  fields: readonly AnalyticsField[];
  onAdd(entry: FilterEntry): void;
  onClose(): void;
}

function numberValue(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The entry the inputs describe, or null while they are incomplete. */
export function draftEntry(
  field: AnalyticsField,
  operator: FilterOperator,
  draft: FilterDraft,
): FilterEntry | null {
  const entry = (values: FilterValue[]): FilterEntry | null =>
    values.length > 0 ? { id: field.name, operator, values } : null;

  if (field.filter === 'date' || field.filter === 'number') {
    const read = field.filter === 'number' ? numberValue : (text: string) => (text === '' ? null : text);
    const from = read(draft.from);
    const to = read(draft.to);
    if (
      field.filter === 'number' &&
      ((draft.from !== '' && from === null) || (draft.to !== '' && to === null))
    ) {
      return null;
    }
    if (takesRange(field, operator)) {
      if (from !== null && to !== null) {
        if (from === to) return entry([from]);
        return entry(from < to ? [from, to] : [to, from]);
      }
      const one = field.filter === 'number' ? from : (from ?? to);
      return one === null ? null : entry([one]);
    }
    const single = operator === 'lte' && field.filter === 'date' ? to : from;
    return single === null ? null : entry([single]);
  }
  if (operator === 'like') return draft.text.trim() ? entry([draft.text.trim()]) : null;
  return entry(takesManyValues(operator) ? draft.choices : draft.choices.slice(0, 1));
}

/** The inputs start afresh when the shape of the value changes: typed text, one choice or several. */
const valueShape = (operator: FilterOperator) =>
  operator === 'like' ? 'text' : takesManyValues(operator) ? 'many' : 'one';

/** Add Filter: a field of the filter bar, one of its operators and its value(s). */
export function AddFilterDialog({ open, workspaceId, fields, onAdd, onClose }: AddFilterDialogProps) {
  const titleId = useId();
  const [field, setField] = useState<AnalyticsField | null>(null);
  const [operator, setOperator] = useState<FilterOperator>('eq');
  const [draft, setDraft] = useState<FilterDraft>(EMPTY_DRAFT);
  const entry = field ? draftEntry(field, operator, draft) : null;

  const reset = () => {
    setField(null);
    setOperator('eq');
    setDraft(EMPTY_DRAFT);
  };
  const close = () => {
    reset();
    onClose();
  };
  const chooseField = (next: AnalyticsField | null) => {
    setField(next);
    setOperator(next ? defaultOperator(next) : 'eq');
    setDraft(EMPTY_DRAFT);
  };
  const chooseOperator = (next: FilterOperator) => {
    setOperator(next);
    setDraft((current) => ({
      ...current,
      choices: takesManyValues(next) ? current.choices : current.choices.slice(0, 1),
    }));
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{ANALYTICS_TEXT.addFilter}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Autocomplete<AnalyticsField>
            options={fields}
            value={field}
            onChange={(_event, next) => chooseField(next)}
            getOptionLabel={(option) => option.label}
            getOptionKey={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.name === value.name}
            renderInput={(params) => <TextField {...params} label={ANALYTICS_TEXT.filterField} autoFocus />}
          />
          {field && (
            <>
              <TextField
                select
                label={ANALYTICS_TEXT.filterOperator}
                value={operator}
                onChange={(event) => chooseOperator(event.target.value as FilterOperator)}
              >
                {operatorsFor(field).map((option) => (
                  <MenuItem key={option} value={option}>
                    {FILTER_OPERATOR_LABELS[option]}
                  </MenuItem>
                ))}
              </TextField>
              <FilterValueInput
                key={`${field.name}:${valueShape(operator)}`}
                workspaceId={workspaceId}
                field={field}
                operator={operator}
                draft={draft}
                onChange={setDraft}
                onOperatorChange={chooseOperator}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit">
          {ANALYTICS_TEXT.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={entry === null}
          onClick={() => {
            if (!entry) return;
            onAdd(entry);
            close();
          }}
        >
          {ANALYTICS_TEXT.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
