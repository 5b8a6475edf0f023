import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import type { User } from '@hde/contracts/api';
import { userAvatarColor } from './user-avatar-color';
import { userInitials } from './user-initials';
import { useUserPictureUrl } from './user-picture-query';

/** The user's picture, or initials on the user's colour when there is none (or it fails to load). */
export function UserAvatar({ user, size = 36, sx }: { user: User; size?: number; sx?: SxProps<Theme> }) {
  const src = useUserPictureUrl(user.picture);
  return (
    <Avatar
      src={src}
      alt=""
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.42,
          bgcolor: userAvatarColor(user),
          color: 'common.white',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {userInitials(user)}
    </Avatar>
  );
}
