import Alert from '@mui/material/Alert';
import { SHELL_TEXT } from '@hde/contracts/text';
import type { SxProps, Theme } from '@mui/material/styles';

/** Warning shown at the top of demo workspaces. */
export function DemoBanner({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Alert severity="warning" sx={sx}>
      {SHELL_TEXT.banners.demoMode}
    </Alert>
  );
}
