import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { PRODUCT_NAME } from '@hde/contracts';
import { ONBOARDING_TEXT } from '@hde/contracts/text';

export interface OnboardingLayoutProps {
  termsUrl: string;
  onLogout(): void;
  children: ReactNode;
}

/** Full page around both onboarding steps: brand and Logout on top, terms link below. */
export function OnboardingLayout({ termsUrl, onLogout, children }: OnboardingLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, md: 4 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 32, height: 32, display: 'block' }} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: '0.04em' }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <Button variant="outlined" color="inherit" startIcon={<Logout />} onClick={onLogout}>
          {ONBOARDING_TEXT.logout}
        </Button>
      </Box>
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}
      >
        <Box sx={{ width: '100%', maxWidth: 880 }}>{children}</Box>
      </Box>
      <Box component="footer" sx={{ py: 3, textAlign: 'center' }}>
        <Link href={termsUrl} target="_blank" rel="noopener noreferrer" variant="body2">
          {ONBOARDING_TEXT.terms}
        </Link>
      </Box>
    </Box>
  );
}
