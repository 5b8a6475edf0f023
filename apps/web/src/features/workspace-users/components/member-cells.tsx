import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { WORKSPACE_USERS_TEXT } from '@hde/contracts/text';

/** The user's e-mail, marked "(you)" on the viewer's own row. */
export function UserCell({ userId, isViewer }: { userId: string; isViewer: boolean }) {
  const at = userId.indexOf('@');
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {at > 0 ? (
        <>
          {userId.slice(0, at)}
          {/* A long address breaks before the domain rather than mid-word. */}
          <wbr />
          {userId.slice(at)}
        </>
      ) : (
        userId
      )}
      {isViewer && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.75 }}>
          {WORKSPACE_USERS_TEXT.you}
        </Typography>
      )}
    </Box>
  );
}

const STATUS_COLORS: Record<string, 'warning' | 'success' | 'error' | 'default'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'error',
  EXPIRED: 'default',
  Active: 'success',
};

/** PENDING, ACCEPTED, REJECTED, EXPIRED, otherwise Active (spec part 1 §2). */
export function StatusCell({ status }: { status: string }) {
  const label = WORKSPACE_USERS_TEXT.status(status);
  return <Chip size="small" variant="outlined" label={label} color={STATUS_COLORS[label] ?? 'default'} />;
}
