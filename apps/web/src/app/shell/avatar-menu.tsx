import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import { SHELL_TEXT } from '@hde/contracts/text';
import { UserAvatar } from '../../components/user-avatar/user-avatar';
import { useSupport } from '../../features/support';
import { useAuth } from '../../lib/auth/auth-session';
import { useCurrentUser } from '../../lib/auth/current-user-query';

export function AvatarMenu() {
  const user = useCurrentUser();
  const auth = useAuth();
  const { resetChat } = useSupport();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={SHELL_TEXT.avatarMenu.open}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={34} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <MenuItem component={RouterLink} to="/account" onClick={close}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          {SHELL_TEXT.avatarMenu.account}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            resetChat();
            auth.logout().catch((error: unknown) => console.error('Logout failed', error));
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {SHELL_TEXT.avatarMenu.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
