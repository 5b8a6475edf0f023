import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUBLIC_DASHBOARD_TEXT } from '@hde/contracts/text';

/** The product logo and what the public view is (spec part 2 §2.7: a footer logo). */
export function PublicDashboardFooter() {
  return (
    <Stack
      component="footer"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', justifyContent: 'center', pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box
        component="img"
        src="/logo.svg"
        alt={PUBLIC_DASHBOARD_TEXT.footerLogoAlt}
        sx={{ width: 28, height: 28, display: 'block' }}
      />
      <Typography variant="body2" color="text.secondary">
        {PUBLIC_DASHBOARD_TEXT.footer}
      </Typography>
    </Stack>
  );
}
