import { useId } from 'react';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToxEntry } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import type { FormEntry } from '../lib/case-form';
import { METHOD_OPTIONS, SPECIMEN_OPTIONS } from '../lib/options';
import { FieldGrid } from './field-grid';
import { OptionSelect } from './option-select';
import { TextInput } from './text-input';

const F = TOX_TEXT.form.fields;

export interface ToxicologyEntryFieldsProps {
  entry: FormEntry;
  /** 1-based, for "Entry N". */
  number: number;
  /** The last entry carries "Add Toxicology Entry". */
  last: boolean;
  /** "Delete Toxicology Entry" shows only while there is more than one entry. */
  deletable: boolean;
  disabled: boolean;
  /** Moves the focus into the entry, e.g. when it was just added. */
  autoFocus: boolean;
  onChange(change: Partial<ToxEntry>): void;
  onAdd(): void;
  onDelete(): void;
}

/** One toxicology entry of the case form: Analysis, Method, Specimen, Results. */
export function ToxicologyEntryFields(props: ToxicologyEntryFieldsProps) {
  const { entry, disabled } = props;
  const titleId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={titleId} variant="subtitle2" component="h4" sx={{ mb: 1.5 }}>
        {TOX_TEXT.form.entry(props.number)}
      </Typography>
      <FieldGrid>
        <TextInput
          label={F.analysis}
          value={entry.analysis}
          disabled={disabled}
          autoFocus={props.autoFocus}
          onChange={(analysis) => props.onChange({ analysis })}
        />
        <OptionSelect
          label={F.method}
          options={METHOD_OPTIONS}
          value={entry.method}
          disabled={disabled}
          onChange={(method) => props.onChange({ method })}
        />
        <OptionSelect
          label={F.specimen}
          options={SPECIMEN_OPTIONS}
          value={entry.specimen}
          disabled={disabled}
          onChange={(specimen) => props.onChange({ specimen })}
        />
        <TextInput
          label={F.results}
          value={entry.results}
          disabled={disabled}
          onChange={(results) => props.onChange({ results })}
        />
      </FieldGrid>
      {(props.deletable || props.last) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {props.last && (
            <Button size="small" startIcon={<Add />} disabled={disabled} onClick={props.onAdd}>
              {TOX_TEXT.form.addEntry}
            </Button>
          )}
          {props.deletable && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              disabled={disabled}
              aria-describedby={titleId}
              onClick={props.onDelete}
            >
              {TOX_TEXT.form.deleteEntry}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
