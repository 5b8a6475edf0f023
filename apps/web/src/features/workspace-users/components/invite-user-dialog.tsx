import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AnyWorkspaceRole, WorkspaceRole } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import {
  ERROR_MESSAGES,
  INVITE_CONFLICT_MESSAGES,
  SUCCESS_MESSAGES,
  WORKSPACE_USERS_TEXT,
} from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useChangeRole, useInviteUser } from '../api/workspace-users-mutations';
import { canSubmitInvite, isValidInviteEmail, roleOptions } from '../invite-form';

const text = WORKSPACE_USERS_TEXT.dialog;
const CONFLICTS: readonly string[] = Object.values(INVITE_CONFLICT_MESSAGES);

/** The reason of a 409 that says who the e-mail already is (a member, or invited); null for other failures. */
function inviteConflictOf(error: unknown): string | null {
  return isApiRequestError(error, 409) && CONFLICTS.includes(error.message) ? error.message : null;
}

export type InviteDialogMode =
  { kind: 'invite' } | { kind: 'changeRole'; userId: string; role: WorkspaceRole };

export interface InviteUserDialogProps {
  open: boolean;
  mode: InviteDialogMode;
  workspace: Workspace;
  viewerRole: AnyWorkspaceRole | null;
  actingUser: string;
  onClose(): void;
}

/** Invite a user, or change an active user's role (the e-mail is then read-only) (spec part 1 §5). */
export function InviteUserDialog({
  open,
  mode,
  workspace,
  viewerRole,
  actingUser,
  onClose,
}: InviteUserDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const invite = useInviteUser(workspace);
  const changeRole = useChangeRole(workspace, actingUser);
  const roleMode = mode.kind === 'changeRole';
  const [email, setEmail] = useState(roleMode ? mode.userId : '');
  const [role, setRole] = useState<WorkspaceRole | ''>(roleMode ? mode.role : '');
  const [touched, setTouched] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const options = roleOptions(viewerRole);
  const ownerLocked = options.some((option) => option.disabled);
  const emailError = touched && email.trim() !== '' && !isValidInviteEmail(email);
  const pending = invite.isPending || changeRole.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitInvite(email, role) || role === '') return;
    setConflict(null);
    const variables = { email: email.trim().toLowerCase(), role };
    const [mutation, success, failure] = roleMode
      ? [changeRole, SUCCESS_MESSAGES.roleUpdated, ERROR_MESSAGES.changeRole]
      : [invite, SUCCESS_MESSAGES.userInvited, ERROR_MESSAGES.invite];
    mutation.mutate(variables, {
      onSuccess: () => {
        notify({ severity: 'success', message: success });
        onClose();
      },
      onError: (error) => {
        const reason = roleMode ? null : inviteConflictOf(error);
        if (reason) setConflict(reason);
        else notify({ severity: 'error', message: failure });
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{roleMode ? text.roleTitle : text.inviteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{roleMode ? text.roleIntro : text.inviteIntro}</DialogContentText>
          {conflict && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {conflict}
            </Alert>
          )}
          <Stack spacing={1}>
            <TextField
              label={text.email}
              type="email"
              name="email"
              value={email}
              required
              fullWidth
              autoFocus={!roleMode}
              autoComplete="off"
              onChange={(event) => {
                setEmail(event.target.value);
                setConflict(null);
              }}
              onBlur={() => setTouched(true)}
              error={emailError}
              helperText={emailError ? ERROR_MESSAGES.invalidEmail : ' '}
              slotProps={{ input: { readOnly: roleMode } }}
            />
            <TextField
              select
              label={text.role}
              name="role"
              value={role}
              required
              fullWidth
              autoFocus={roleMode}
              onChange={(event) => setRole(event.target.value as WorkspaceRole)}
              helperText={ownerLocked ? text.ownerHint : ' '}
            >
              {options.map((option) => (
                <MenuItem key={option.role} value={option.role} disabled={option.disabled}>
                  <ListItemText
                    primary={option.role}
                    secondary={option.disabled ? text.ownerHint : undefined}
                    sx={{ my: 0 }}
                  />
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {text.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSubmitInvite(email, role)}
            loading={pending}
          >
            {roleMode ? text.update : text.invite}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
