import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { WORKSPACE_ICONS, type WorkspaceIcon as IconName } from '@hde/contracts';
import { WORKSPACE_ICON_LABELS } from '@hde/contracts/text';
import { WorkspaceIcon } from '../../../components/workspace-icon';

export interface IconPickerProps {
  value: IconName;
  onChange(icon: IconName): void;
  labelledBy: string;
  disabled?: boolean;
}

/** The nine workspace icons as a single-choice button group. */
export function IconPicker({ value, onChange, labelledBy, disabled }: IconPickerProps) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      color="primary"
      onChange={(_event, icon: IconName | null) => {
        if (icon) onChange(icon);
      }}
      aria-labelledby={labelledBy}
      disabled={disabled}
      sx={{ flexWrap: 'wrap' }}
    >
      {WORKSPACE_ICONS.map((icon) => (
        <ToggleButton key={icon} value={icon} aria-label={WORKSPACE_ICON_LABELS[icon]} sx={{ px: 1.25 }}>
          <WorkspaceIcon icon={icon} />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
