import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { AvatarMenu } from './avatar-menu';
import { BrandLink } from './brand-link';
import { ThemeToggleButton } from './theme-toggle-button';
import { WorkspaceControlsSlot } from './workspace-controls-slot';

export function TopBar() {
  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <BrandLink />
        <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <WorkspaceControlsSlot />
        </Box>
        <ThemeToggleButton />
        <AvatarMenu />
      </Toolbar>
    </AppBar>
  );
}
