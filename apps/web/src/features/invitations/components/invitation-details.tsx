import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MISSING_VALUE } from '@hde/contracts';
import type { PendingInvitation } from '@hde/contracts/api';
import { PENDING_INVITATIONS_TEXT as text } from '@hde/contracts/text';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { titleCase } from '../../../lib/text/title-case';

/** Workspace name, Invite Role (title case), Invite Date and Invited By as a description list. */
export function InvitationDetails({ invite, dense = false }: { invite: PendingInvitation; dense?: boolean }) {
  const rows: [string, string][] = [
    [text.workspace, invite.workspace.name],
    [text.role, titleCase(invite.role)],
    [text.date, formatDateTime(invite.lastUpdated) ?? MISSING_VALUE],
    [text.invitedBy, invite.createdBy ?? MISSING_VALUE],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: dense ? 0.25 : 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: label === text.workspace ? 600 : 400, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
