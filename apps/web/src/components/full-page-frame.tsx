import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The logo-topped, centred full page used before the shell exists (loading, boot errors, mobile notice). */
export function FullPageFrame({ children, main = false }: { children: ReactNode; main?: boolean }) {
  return (
    <Box
      component={main ? 'main' : 'div'}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 56, height: 56 }} />
      {children}
    </Box>
  );
}
