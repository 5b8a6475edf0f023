import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface ChoiceFieldProps<Value extends string> {
  label: string;
  choices: readonly Value[];
  labels: Record<Value, string>;
  /** '' while nothing is chosen. */
  value: Value | '';
  onChange(value: Value): void;
  disabled?: boolean;
}

/** One required choice among a few, as radio buttons in a row. */
export function ChoiceField<Value extends string>(props: ChoiceFieldProps<Value>) {
  const labelId = useId();
  return (
    <FormControl required disabled={props.disabled}>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Value)}
      >
        {props.choices.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={props.labels[choice]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
