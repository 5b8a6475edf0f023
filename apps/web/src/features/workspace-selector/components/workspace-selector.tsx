import { useId, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Star from '@mui/icons-material/Star';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { WORKSPACE_SELECTOR_MAX_HEIGHT } from '@hde/contracts';
import { WORKSPACE_SELECTOR_TEXT as text } from '@hde/contracts/text';
import { useCurrentUser } from '../../../lib/auth/current-user-query';
import { useModuleWorkspaces } from '../../../lib/workspaces/use-module-workspaces';
import { orderWorkspaces } from '../../../lib/workspaces/order-workspaces';
import { useWorkspaceQuery } from '../../../lib/workspaces/workspace-query';
import { currentWorkspaceIdOf } from '../selector-path';

/** Top-bar menu of the mdi workspaces with a sticky Workspace Manager entry (spec part 1 §2). */
export function WorkspaceSelector() {
  const menuId = useId();
  const buttonId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { userConfiguration } = useCurrentUser();
  const { workspaces } = useModuleWorkspaces();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const currentId = currentWorkspaceIdOf(pathname);
  const listed = workspaces.mdi.find((workspace) => workspace.id === currentId);
  // A demo workspace is not in the user's list; the page has loaded it already, so this reads the cache.
  const opened = useWorkspaceQuery('mdi', listed ? undefined : (currentId ?? undefined)).data;
  const current = listed ?? opened;
  const ordered = [
    ...(opened && !listed ? [opened] : []),
    ...orderWorkspaces(workspaces.mdi, userConfiguration.defaultWorkspace),
  ];

  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        variant="outlined"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${text.label}: ${current?.name ?? text.placeholder}`}
        startIcon={<FolderOutlined />}
        endIcon={<KeyboardArrowDown />}
        sx={{ maxWidth: 320, minWidth: 0, borderColor: 'divider', justifyContent: 'space-between' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.name ?? text.placeholder}
        </span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { maxHeight: WORKSPACE_SELECTOR_MAX_HEIGHT, minWidth: 280, maxWidth: 400 } },
          list: { 'aria-labelledby': buttonId, sx: { pb: 0 } },
        }}
      >
        {ordered.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={text.empty} />
          </MenuItem>
        )}
        {ordered.map((workspace) => (
          <MenuItem
            key={workspace.id}
            selected={workspace.id === currentId}
            onClick={() => go(`/mdi/workspace/${workspace.id}`)}
          >
            <ListItemText
              primary={workspace.name}
              slotProps={{ primary: { noWrap: true, title: workspace.name } }}
            />
            {workspace.id === userConfiguration.defaultWorkspace && (
              <Star
                fontSize="small"
                titleAccess={text.defaultWorkspace}
                sx={{ ml: 1.5, color: 'warning.main' }}
              />
            )}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => go('/mdi/workspace-manager')}
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            py: 1.25,
            // A translucent hover colour alone would let the scrolled items show through the sticky entry.
            '&:hover': {
              bgcolor: 'background.paper',
              backgroundImage: (theme) =>
                `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
            },
          }}
        >
          <ListItemIcon>
            <ViewListOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={text.workspaceManager} />
        </MenuItem>
      </Menu>
    </>
  );
}
