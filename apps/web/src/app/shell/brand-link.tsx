import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@hde/contracts';

export function BrandLink() {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 32, height: 32, display: 'block' }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: '0.04em' }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
