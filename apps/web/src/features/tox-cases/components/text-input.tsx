import TextField from '@mui/material/TextField';

export interface TextInputProps {
  label: string;
  value: string;
  disabled: boolean;
  onChange(value: string): void;
  /** Notes: at least 4 rows, growing with the text (spec §3). */
  multiline?: boolean;
  autoFocus?: boolean;
}

/** A free-text field of the case form. */
export function TextInput(props: TextInputProps) {
  return (
    <TextField
      fullWidth
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      multiline={props.multiline}
      minRows={props.multiline ? 4 : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
