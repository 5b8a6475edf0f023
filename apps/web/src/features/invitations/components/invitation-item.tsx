import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PendingInvitation } from '@hde/contracts/api';
import { PENDING_INVITATIONS_TEXT as text } from '@hde/contracts/text';
import { InvitationDetails } from './invitation-details';

export interface InvitationItemProps {
  invite: PendingInvitation;
  disabled?: boolean;
  onAccept(invite: PendingInvitation): void;
  onReject(invite: PendingInvitation): void;
}

/** One entry of the pending-invitations popover. */
export function InvitationItem({ invite, disabled, onAccept, onReject }: InvitationItemProps) {
  return (
    <Stack
      component="li"
      spacing={1.5}
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <InvitationDetails invite={invite} dense />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          disabled={disabled}
          onClick={() => onReject(invite)}
          aria-label={text.rejectFor(invite.workspace.name)}
          sx={{ borderColor: 'divider' }}
        >
          {text.reject}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={disabled}
          onClick={() => onAccept(invite)}
          aria-label={text.acceptFor(invite.workspace.name)}
        >
          {text.accept}
        </Button>
      </Stack>
    </Stack>
  );
}
