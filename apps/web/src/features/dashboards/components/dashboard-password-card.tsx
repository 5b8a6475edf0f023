import { useId, useState } from 'react';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useRevealedPassword } from '../api/use-dashboard-details';
import { useResetDashboardPassword } from '../api/use-dashboard-writes';
import { passesFirstFourRules } from '../lib/dashboard-form';
import { errorText } from '../lib/failure-messages';
import { PasswordInput } from './password-input';
import { PasswordRulesChecklist } from './password-rules-checklist';

/**
 * The password of a PASSWORD dashboard (spec part 2 §4, §5): revealed as the details open, shown or hidden with
 * its toggle; a new one typed over it is saved with Reset Password, enabled once the first four rules pass.
 */
export function DashboardPasswordCard({ dashboard }: { dashboard: Dashboard }) {
  const titleId = useId();
  const revealed = useRevealedPassword(dashboard.workspaceId, dashboard.id, true);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: 3 }}>
        <Typography id={titleId} variant="h3" sx={{ mb: 2 }}>
          {DASHBOARD_TEXT.fields.password}
        </Typography>
        {revealed.isError ? (
          <Alert severity="error">{DASHBOARD_TEXT.errors.reveal(errorText(revealed.error))}</Alert>
        ) : revealed.isPending ? (
          <Typography role="status" color="text.secondary">
            {DASHBOARD_MANAGE_TEXT.loading}
          </Typography>
        ) : (
          // Keyed by the revealed password, so a reset starts again from the new one.
          <PasswordReset key={revealed.data} dashboard={dashboard} current={revealed.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PasswordReset({ dashboard, current }: { dashboard: Dashboard; current: string }) {
  const notify = useNotify();
  const reset = useResetDashboardPassword(dashboard.workspaceId, dashboard.id);
  const [password, setPassword] = useState(current);
  const rulesId = useId();
  const changed = password !== current;

  const save = () =>
    reset.mutate(password, {
      onSuccess: () => notify({ severity: 'success', message: DASHBOARD_TEXT.success.passwordUpdated }),
      onError: (error) => {
        console.error('Dashboard password reset failed', error);
        notify({ severity: 'error', message: DASHBOARD_TEXT.errors.password });
      },
    });

  return (
    <Stack spacing={1.5}>
      <PasswordInput
        label={DASHBOARD_TEXT.fields.password}
        value={password}
        onChange={setPassword}
        disabled={reset.isPending}
        describedBy={changed ? rulesId : undefined}
        fullWidth
      />
      {changed && <PasswordRulesChecklist id={rulesId} password={password} />}
      <div>
        <Button
          variant="outlined"
          startIcon={<LockResetOutlined />}
          disabled={!changed || !passesFirstFourRules(password)}
          loading={reset.isPending}
          loadingPosition="start"
          onClick={save}
        >
          {DASHBOARD_TEXT.resetPassword}
        </Button>
      </div>
    </Stack>
  );
}
