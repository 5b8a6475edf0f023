import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutline';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { APP_VERSION } from '@hde/contracts';
import { SHELL_TEXT } from '@hde/contracts/text';
import { useCurrentUser } from '../../lib/auth/current-user-query';
import { useClientConfig } from '../../lib/client-config/client-config-context';
import { ActivityBanners } from './activity-banners';
import { SIDEBAR_ITEMS, isActivePath } from './sidebar-items';
import { useMdiLinkTarget } from './use-mdi-link-target';

const SIDEBAR_WIDTH = 240;

export function Sidebar() {
  const user = useCurrentUser();
  const { helpCenterUrl } = useClientConfig();
  const { pathname } = useLocation();
  const mdiTarget = useMdiLinkTarget();
  const items = SIDEBAR_ITEMS.filter((item) => !item.betaOnly || user.userConfiguration.beta);

  return (
    <Drawer
      variant="permanent"
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box', display: 'flex' },
      }}
    >
      <Toolbar />
      <Box component="nav" aria-label={SHELL_TEXT.sidebar.label} sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List sx={{ px: 1.5, py: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {items.map((item) => {
            const active = isActivePath(pathname, item.pathPrefix);
            return (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.id === 'mdi' ? mdiTarget : item.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
          <ListItem disablePadding>
            <ListItemButton component="a" href={helpCenterUrl} target="_blank" rel="noopener noreferrer">
              <ListItemIcon sx={{ minWidth: 40 }}>
                <HelpOutline />
              </ListItemIcon>
              <ListItemText primary={SHELL_TEXT.sidebar.helpCenter} />
              <OpenInNew fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      <ActivityBanners />
      <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 2 }}>
        {SHELL_TEXT.version(APP_VERSION)}
      </Typography>
    </Drawer>
  );
}
