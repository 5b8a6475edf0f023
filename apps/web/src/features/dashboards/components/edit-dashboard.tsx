import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';
import { useDashboardDetails } from '../api/use-dashboard-details';
import { DashboardPasswordCard } from './dashboard-password-card';
import { DeleteDashboardCard } from './delete-dashboard-card';
import { EditAccessCard } from './edit-access-card';
import { EditDetailsCard } from './edit-details-card';

export interface EditDashboardProps {
  workspaceId: string;
  dashboardId: string;
  onBack(): void;
}

/** Edit Dashboard (spec part 2 §2.10): Back, the two edit toggles, the password, and the delete with its notice. */
export function EditDashboard({ workspaceId, dashboardId, onBack }: EditDashboardProps) {
  const details = useDashboardDetails(workspaceId, dashboardId);
  const dashboard = details.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {DASHBOARD_TEXT.back}
        </Button>
        <Typography variant="h2">{DASHBOARD_TEXT.editTitle}</Typography>
      </Stack>
      {details.isPending && (
        <Typography role="status" color="text.secondary">
          {DASHBOARD_MANAGE_TEXT.loading}
        </Typography>
      )}
      {details.isError && <Alert severity="error">{DASHBOARD_MANAGE_TEXT.detailsFailed}</Alert>}
      {dashboard && (
        <>
          <EditDetailsCard dashboard={dashboard} />
          <EditAccessCard dashboard={dashboard} />
          {dashboard.mode === 'PASSWORD' && <DashboardPasswordCard dashboard={dashboard} />}
          <DeleteDashboardCard dashboard={dashboard} onDeleted={onBack} />
        </>
      )}
    </Stack>
  );
}
