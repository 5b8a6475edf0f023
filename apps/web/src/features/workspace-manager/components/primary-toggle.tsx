import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Star from '@mui/icons-material/Star';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { WORKSPACE_MANAGER_TEXT } from '@hde/contracts/text';

export interface PrimaryToggleProps {
  name: string;
  primary: boolean;
  disabled: boolean;
  onToggle(): void;
}

/** The star of the Primary column: filled for the default workspace; a click sets or clears it. */
export function PrimaryToggle({ name, primary, disabled, onToggle }: PrimaryToggleProps) {
  const label = primary ? WORKSPACE_MANAGER_TEXT.primary(name) : WORKSPACE_MANAGER_TEXT.makePrimary(name);
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={WORKSPACE_MANAGER_TEXT.makePrimary(name)}
          aria-pressed={primary}
          disabled={disabled}
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
          sx={{ color: primary ? 'warning.main' : 'text.secondary' }}
        >
          {primary ? <Star /> : <StarBorderOutlined />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
