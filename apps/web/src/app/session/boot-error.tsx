import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Full-page failure while starting (config, sign-in or user record), with one way forward. */
export function BootError({
  message,
  actionLabel,
  onAction,
}: {
  message: string;
  actionLabel: string;
  onAction(): void;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 3,
        textAlign: 'center',
      }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 56, height: 56 }} />
      <Typography role="alert" sx={{ maxWidth: 480 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={onAction}>
        {actionLabel}
      </Button>
    </Box>
  );
}
