import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { SHELL_TEXT } from '@hde/contracts/text';
import { useAppActivityState } from '../../lib/app-activity/app-activity-context';

/** Bottom-left notices while exports or imports run. */
export function ActivityBanners() {
  const { exporting, importing } = useAppActivityState();
  const banners: string[] = [];
  if (exporting > 0) banners.push(SHELL_TEXT.banners.exporting);
  if (importing > 0) banners.push(SHELL_TEXT.banners.importing);

  return (
    <Stack spacing={1} role="status" sx={{ px: 1.5, pb: banners.length ? 1.5 : 0 }}>
      {banners.map((text) => (
        <Alert
          key={text}
          severity="info"
          variant="outlined"
          icon={<CircularProgress size={16} thickness={5} aria-hidden />}
          sx={{ py: 0, alignItems: 'center', bgcolor: 'background.paper' }}
        >
          {text}
        </Alert>
      ))}
    </Stack>
  );
}
