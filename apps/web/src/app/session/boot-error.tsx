import { FullPageFrame } from '../../components/full-page-frame';
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
    <FullPageFrame main>
      <Typography role="alert" sx={{ maxWidth: 480 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={onAction}>
        {actionLabel}
      </Button>
    </FullPageFrame>
  );
}
