import { useEffect, useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutline';
import type { PendingInvitation } from '@hde/contracts/api';
import { ERROR_MESSAGES, PENDING_INVITATIONS_TEXT as text } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { usePendingInvitations } from '../api/pending-invitations-query';
import { useInvitationResponses } from '../use-invitation-responses';
import { PendingInvitationsList } from './pending-invitations-list';

/** Top-bar badge with the number of pending invitations; opens the invitations popover (spec part 1 §2). */
export function PendingInvitationsButton() {
  const titleId = useId();
  const popoverId = useId();
  const notify = useNotify();
  const query = usePendingInvitations();
  const responses = useInvitationResponses();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const total = query.data?.pages[0]?.total ?? 0;

  useEffect(() => {
    if (query.errorUpdatedAt > 0) notify({ severity: 'error', message: ERROR_MESSAGES.pendingInvitations });
  }, [query.errorUpdatedAt, notify]);

  const accept = (invite: PendingInvitation) => {
    // The spec closes the popover before the confirmation opens.
    setAnchor(null);
    void responses.accept(invite);
  };

  return (
    <>
      <Tooltip title={text.title}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={text.open(total)}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? popoverId : undefined}
        >
          <Badge badgeContent={total} color="error" max={99}>
            <MailOutline />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 380, maxWidth: 'calc(100vw - 32px)', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Typography
          id={titleId}
          variant="h3"
          component="h2"
          sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {text.title}
        </Typography>
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
          <PendingInvitationsList
            busy={responses.isPending}
            onAccept={accept}
            onReject={(invite) => void responses.reject(invite)}
          />
        </Box>
      </Popover>
    </>
  );
}
