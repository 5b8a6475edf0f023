import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { MODULE_MANAGER_PAGE_TEXT, MODULE_MANAGER_TEXT } from '@hde/contracts/text';

/** Kebab menu of an active or trial card; its one action is Cancel. */
export function ModuleCardMenu({ moduleName, onCancel }: { moduleName: string; onCancel(): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={MODULE_MANAGER_PAGE_TEXT.cardMenu(moduleName)}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
        sx={{ mt: -0.5, mr: -1 }}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onCancel();
          }}
        >
          {MODULE_MANAGER_TEXT.buttons.cancel}
        </MenuItem>
      </Menu>
    </>
  );
}
