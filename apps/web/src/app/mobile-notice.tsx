import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import { SHELL_TEXT } from '@hde/contracts';

/** Shown instead of the app on phones and tablets, before any sign-in. */
export function MobileNotice() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 4,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 56, height: 56 }} />
      <DesktopWindowsOutlined sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {SHELL_TEXT.mobile.title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {SHELL_TEXT.mobile.body}
      </Typography>
    </Box>
  );
}
