import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DASHBOARD_LIMITS } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';

type PasswordInputProps = Omit<TextFieldProps, 'type' | 'onChange' | 'value' | 'slotProps'> & {
  value: string;
  onChange(value: string): void;
  /** Id of what describes the password, e.g. its rules. */
  describedBy?: string;
};

/** A password field with its Reveal Password / Hide Password toggle. */
export function PasswordInput({ value, onChange, describedBy, ...fieldProps }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const toggleLabel = shown ? DASHBOARD_MANAGE_TEXT.hidePassword : DASHBOARD_TEXT.revealPassword;
  return (
    <TextField
      {...fieldProps}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="new-password"
      slotProps={{
        htmlInput: { maxLength: DASHBOARD_LIMITS.password, 'aria-describedby': describedBy },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={toggleLabel}
                aria-pressed={shown}
                onClick={() => setShown(!shown)}
                edge="end"
                disabled={fieldProps.disabled}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
