import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PendingInvitation } from '@hde/contracts/api';
import { PENDING_INVITATIONS_TEXT as text } from '@hde/contracts/text';
import { usePendingInvitations } from '../api/pending-invitations-query';
import { useIntersectionSentinel } from '../use-intersection-sentinel';
import { InvitationItem } from './invitation-item';

export interface PendingInvitationsListProps {
  busy: boolean;
  onAccept(invite: PendingInvitation): void;
  onReject(invite: PendingInvitation): void;
}

/** The popover's list: loads the next 10 when its end scrolls into view. */
export function PendingInvitationsList({ busy, onAccept, onReject }: PendingInvitationsListProps) {
  const query = usePendingInvitations();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const sentinel = useIntersectionSentinel(
    () => void query.fetchNextPage(),
    query.hasNextPage && !query.isFetchingNextPage && !query.isError,
  );

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={text.loading} />
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
        {text.empty}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((invite) => (
          <InvitationItem
            key={invite.inviteId}
            invite={invite}
            disabled={busy}
            onAccept={onAccept}
            onReject={onReject}
          />
        ))}
      </Box>
      <Box ref={sentinel} data-testid="pending-invitations-sentinel" sx={{ height: 4 }} />
      {query.isFetchingNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
          <CircularProgress size={20} aria-label={text.loading} />
        </Box>
      )}
    </>
  );
}
