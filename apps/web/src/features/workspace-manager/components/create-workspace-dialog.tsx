import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ModuleId } from '@hde/contracts';
import { ERROR_MESSAGES, WORKSPACE_MANAGER_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useCreateWorkspace } from '../api/use-create-workspace';

const TEXT = WORKSPACE_MANAGER_TEXT.createDialog;

export interface CreateWorkspaceDialogProps {
  moduleId: ModuleId;
  open: boolean;
  onClose(): void;
  onCreated(): void;
}

/** Create New Workspace: a required name and an optional description; Save waits for a name. */
export function CreateWorkspaceDialog({ moduleId, open, onClose, onCreated }: CreateWorkspaceDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const create = useCreateWorkspace(moduleId);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || create.isPending) return;
    create.mutate(
      { name: name.trim(), description: description.trim(), icon: 'folder' },
      {
        onSuccess: onCreated,
        onError: (error) => {
          console.error('Workspace creation failed', error);
          const fieldError = isApiRequestError(error, 400) ? error.fieldErrors?.name?.[0] : undefined;
          setNameError(fieldError ?? null);
          notify({ severity: 'error', message: ERROR_MESSAGES.createWorkspace });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={TEXT.name}
              value={name}
              required
              autoFocus
              error={nameError !== null}
              helperText={nameError ?? undefined}
              disabled={create.isPending}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              fullWidth
            />
            <TextField
              label={TEXT.description}
              value={description}
              disabled={create.isPending}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={3}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={create.isPending}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={name.trim() === ''} loading={create.isPending}>
            {TEXT.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
