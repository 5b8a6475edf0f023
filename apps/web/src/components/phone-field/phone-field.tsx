import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PHONE_DISPLAY_PREFIX, PHONE_MAX_LENGTH, formatPhoneNumber } from '@hde/contracts';

export type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange(value: string): void;
};

/** US phone number: digits only, formatted ###-###-#### as typed, shown after a +1 adornment. */
export function PhoneField({ value, onChange, slotProps, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      onChange={(event) => onChange(formatPhoneNumber(event.target.value))}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: <InputAdornment position="start">{PHONE_DISPLAY_PREFIX}</InputAdornment>,
          ...slotProps?.input,
        },
        htmlInput: {
          maxLength: PHONE_MAX_LENGTH,
          inputMode: 'tel',
          autoComplete: 'tel-national',
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
