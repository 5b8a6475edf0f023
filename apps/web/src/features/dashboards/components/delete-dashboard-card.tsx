import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { useConfirm } from '../../../components/confirmation/confirm-context';
import { DangerZone } from '../../../components/danger-zone';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useDeleteDashboard } from '../api/use-dashboard-writes';
import { errorText } from '../lib/failure-messages';

/** The danger notice and Delete Dashboard: confirmed first; once deleted, the screen returns to the list. */
export function DeleteDashboardCard({ dashboard, onDeleted }: { dashboard: Dashboard; onDeleted(): void }) {
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
    <DangerZone
      title={DASHBOARD_TEXT.deleteDashboard}
      headingVariant="h3"
      text={DASHBOARD_TEXT.deleteNotice}
      buttonLabel={DASHBOARD_TEXT.deleteDashboard}
      pending={deletion.isPending}
      onDelete={() => void start()}
    />
  );
}
