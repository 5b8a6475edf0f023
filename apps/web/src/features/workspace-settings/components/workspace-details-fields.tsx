import { useId } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WorkspaceWrite } from '@hde/contracts/api';
import { ERROR_MESSAGES, WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { IconPicker } from './icon-picker';

const TEXT = WORKSPACE_SETTINGS_TEXT.details;

export interface WorkspaceDetailsFieldsProps {
  draft: WorkspaceWrite;
  disabled: boolean;
  nameId: string;
  onChange(draft: WorkspaceWrite): void;
}

/** The editable name, description and icon of a workspace. */
export function WorkspaceDetailsFields({ draft, disabled, nameId, onChange }: WorkspaceDetailsFieldsProps) {
  const iconLabelId = useId();
  const nameInvalid = draft.name.trim() === '';
  return (
    <Stack spacing={2.5}>
      <TextField
        id={nameId}
        label={TEXT.name}
        value={draft.name}
        required
        error={nameInvalid}
        helperText={nameInvalid ? ERROR_MESSAGES.invalidName : undefined}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
        fullWidth
      />
      <TextField
        label={TEXT.description}
        value={draft.description}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, description: event.target.value })}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack spacing={1}>
        <Typography id={iconLabelId} variant="body2" color="text.secondary">
          {TEXT.icon}
        </Typography>
        <IconPicker
          value={draft.icon}
          labelledBy={iconLabelId}
          disabled={disabled}
          onChange={(icon) => onChange({ ...draft, icon })}
        />
      </Stack>
    </Stack>
  );
}
