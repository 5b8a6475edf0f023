import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DASHBOARD_LIMITS } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';

export interface DashboardNames {
  name: string;
  description: string;
}

export interface DashboardNameFieldsProps {
  names: DashboardNames;
  onChange(names: DashboardNames): void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The dashboard's name and description, both required. */
export function DashboardNameFields({ names, onChange, disabled, autoFocus }: DashboardNameFieldsProps) {
  return (
    <Stack spacing={2}>
      <TextField
        label={DASHBOARD_TEXT.fields.name}
        value={names.name}
        onChange={(event) => onChange({ ...names, name: event.target.value })}
        required
        disabled={disabled}
        autoFocus={autoFocus}
        fullWidth
        slotProps={{ htmlInput: { maxLength: DASHBOARD_LIMITS.name } }}
      />
      <TextField
        label={DASHBOARD_TEXT.fields.description}
        value={names.description}
        onChange={(event) => onChange({ ...names, description: event.target.value })}
        required
        disabled={disabled}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: DASHBOARD_LIMITS.description } }}
      />
    </Stack>
  );
}
