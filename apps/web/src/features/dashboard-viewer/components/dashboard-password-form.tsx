import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { DASHBOARD_LIMITS } from '@hde/contracts/api';
import { DASHBOARD_TEXT, DASHBOARD_VIEWER_TEXT } from '@hde/contracts/text';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { useUnlockDashboard } from '../api/use-unlock-dashboard';

/** What a failed unlock says: the wrong password, the wait after too many attempts, or that loading failed. */
function unlockFailure(error: unknown): string {
  if (isApiRequestError(error, 429)) {
    return error.retryAfterSeconds === undefined
      ? error.message
      : DASHBOARD_TEXT.tooManyAttempts(error.retryAfterSeconds);
  }
  if (isApiRequestError(error, 400) || isApiRequestError(error, 401)) return DASHBOARD_TEXT.wrongPassword;
  return DASHBOARD_VIEWER_TEXT.loadFailed;
}

export interface DashboardPasswordFormProps {
  dashboardId: string;
  onUnlocked(viewerToken: string): void;
}

/** The password a PASSWORD dashboard asks of anyone with its link before it is shown (spec §2.10, §5). */
export function DashboardPasswordForm({ dashboardId, onUnlocked }: DashboardPasswordFormProps) {
  const unlock = useUnlockDashboard(dashboardId);
  const [password, setPassword] = useState('');
  const promptId = useId();
  return (
    <Stack
      component="form"
      aria-labelledby={promptId}
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2, maxWidth: 440, mx: 'auto' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (password !== '') unlock.mutate(password, { onSuccess: onUnlocked });
      }}
    >
      <LockOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography id={promptId} variant="h5" component="h1">
        {DASHBOARD_TEXT.passwordPrompt}
      </Typography>
      <TextField
        type="password"
        label={DASHBOARD_TEXT.fields.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="off"
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: DASHBOARD_LIMITS.password } }}
      />
      {unlock.isError && (
        <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
          {unlockFailure(unlock.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={password === '' || unlock.isPending}>
        {DASHBOARD_TEXT.unlock}
      </Button>
    </Stack>
  );
}
