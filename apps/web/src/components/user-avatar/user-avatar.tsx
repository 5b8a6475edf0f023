import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import type { User } from '@hde/contracts';
import { userInitials } from './user-initials';

/** The user's picture, or initials when there is none (or it fails to load). */
export function UserAvatar({ user, size = 36, sx }: { user: User; size?: number; sx?: SxProps<Theme> }) {
  return (
    <Avatar
      src={user.picture ?? undefined}
      alt=""
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.42,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {userInitials(user)}
    </Avatar>
  );
}
