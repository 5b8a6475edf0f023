import { useId } from 'react';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { useConfirm } from '../../../components/confirmation/confirm-context';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useDeleteDashboard } from '../api/use-dashboard-writes';
import { errorText } from '../lib/failure-messages';

/** The danger notice and Delete Dashboard: confirmed first; once deleted, the screen returns to the list. */
export function DeleteDashboardCard({ dashboard, onDeleted }: { dashboard: Dashboard; onDeleted(): void }) {
  const titleId = useId();
  const confirm = useConfirm();
  const notify = useNotify();
  const deletion = useDeleteDashboard(dashboard.workspaceId, dashboard.id);

  const start = async () => {
    const confirmed = await confirm({
      type: 'deleteDashboard',
      title: DASHBOARD_TEXT.deleteDashboard,
      message: DASHBOARD_TEXT.confirmDelete,
    });
    if (!confirmed) return;
    try {
      await deletion.mutateAsync();
    } catch (error) {
      console.error('Dashboard deletion failed', error);
      notify({ severity: 'error', message: DASHBOARD_TEXT.errors.delete(errorText(error)) });
      return;
    }
    notify({ severity: 'success', message: DASHBOARD_TEXT.success.deleted });
    onDeleted();
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ borderColor: 'error.main' }}>
      <CardContent
        sx={{
          p: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography id={titleId} variant="h3" color="error" sx={{ mb: 1 }}>
            {DASHBOARD_TEXT.deleteDashboard}
          </Typography>
          <Typography color="text.secondary">{DASHBOARD_TEXT.deleteNotice}</Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineOutlined />}
          loading={deletion.isPending}
          loadingPosition="start"
          onClick={() => void start()}
        >
          {DASHBOARD_TEXT.deleteDashboard}
        </Button>
      </CardContent>
    </Card>
  );
}
