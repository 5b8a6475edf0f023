import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Option } from '../lib/options';

export interface OptionSelectProps {
  label: string;
  /** The options in the order shown: `sortedOptions` of a contracts list. */
  options: readonly Option[];
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** A select of the case form; a prefilled value outside the options is kept and shown as it is. */
export function OptionSelect({ label, options, value, onChange, disabled }: OptionSelectProps) {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {!known && <MenuItem value={value}>{value}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
