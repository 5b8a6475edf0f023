import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@hde/contracts/api';
import { ProfilePicture } from './profile-picture';

/** Picture (or initials) and name at the top of the page; the sign-in identity is shown once, as Account ID. */
export function AccountSummary({ user }: { user: User }) {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5 }}>
      <ProfilePicture user={user} />
      {name && (
        <Typography variant="h3" component="p" noWrap>
          {name}
        </Typography>
      )}
    </Box>
  );
}
