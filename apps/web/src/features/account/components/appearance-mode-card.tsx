import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import type { ThemeMode } from '@hde/contracts';
import { ACCOUNT_TEXT, SHELL_TEXT } from '@hde/contracts/text';
import { useThemeMode } from '../../../lib/theme-mode/theme-mode-context';

export function AppearanceModeCard() {
  const { mode, setMode } = useThemeMode();
  return (
    <Card component="section" aria-labelledby="appearance-mode-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="appearance-mode-title" variant="h2" sx={{ mb: 2.5 }}>
          {ACCOUNT_TEXT.appearance}
        </Typography>
        <ToggleButtonGroup
          value={mode}
          exclusive
          color="primary"
          aria-labelledby="appearance-mode-title"
          onChange={(_event, next: ThemeMode | null) => {
            if (next) setMode(next);
          }}
        >
          <ToggleButton value="light" sx={{ px: 2.5, gap: 1, textTransform: 'none' }}>
            <LightModeOutlined fontSize="small" aria-hidden />
            {SHELL_TEXT.theme.light}
          </ToggleButton>
          <ToggleButton value="dark" sx={{ px: 2.5, gap: 1, textTransform: 'none' }}>
            <DarkModeOutlined fontSize="small" aria-hidden />
            {SHELL_TEXT.theme.dark}
          </ToggleButton>
        </ToggleButtonGroup>
      </CardContent>
    </Card>
  );
}
