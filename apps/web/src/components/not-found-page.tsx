import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SHELL_TEXT } from '@hde/contracts/text';

/** Fallback page of unknown paths, inside the shell or on its own for public paths. */
export function NotFoundPage({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Box
      component={fullPage ? 'main' : 'div'}
      sx={{
        minHeight: fullPage ? '100vh' : '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        textAlign: 'center',
        px: 3,
      }}
    >
      <Typography
        variant="h1"
        sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}
        aria-hidden
      >
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {SHELL_TEXT.notFound}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {SHELL_TEXT.notFoundHome}
      </Button>
    </Box>
  );
}
