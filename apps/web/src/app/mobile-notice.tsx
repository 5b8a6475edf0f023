import { FullPageFrame } from '../components/full-page-frame';
import Typography from '@mui/material/Typography';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import { SHELL_TEXT } from '@hde/contracts/text';

/** Shown instead of the app on phones and tablets, before any sign-in. */
export function MobileNotice() {
  return (
    <FullPageFrame main>
      <DesktopWindowsOutlined sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {SHELL_TEXT.mobile.title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {SHELL_TEXT.mobile.body}
      </Typography>
    </FullPageFrame>
  );
}
