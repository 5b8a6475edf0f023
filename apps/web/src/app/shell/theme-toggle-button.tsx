import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { SHELL_TEXT } from '@hde/contracts/text';
import { useThemeMode } from '../../lib/theme-mode/theme-mode-context';

export function ThemeToggleButton() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <IconButton aria-label={SHELL_TEXT.theme.toggle} onClick={toggleMode} color="inherit">
      {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
}
