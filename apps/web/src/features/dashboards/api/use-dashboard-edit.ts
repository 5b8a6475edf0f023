import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useEditDraft } from '../../../lib/forms/use-edit-draft';
import { updateBody, type DashboardSetup } from '../lib/dashboard-form';
import { errorText } from '../lib/failure-messages';
import { useUpdateDashboard } from './use-dashboard-writes';

/**
 * One card of Edit Dashboard: its draft behind the edit toggle, and Save, which sends the saved dashboard with the
 * draft's changes, says so and leaves edit; a failure is told and keeps the draft.
 */
export function useDashboardEdit<Change extends Partial<DashboardSetup>>(dashboard: Dashboard) {
  const notify = useNotify();
  const update = useUpdateDashboard(dashboard.workspaceId, dashboard.id);
  const edit = useEditDraft<Change>();

  const save = () => {
    if (!edit.draft) return;
    update.mutate(updateBody(dashboard, edit.draft), {
      onSuccess: () => {
        notify({ severity: 'success', message: DASHBOARD_TEXT.success.updated });
        edit.leaveEdit();
      },
      onError: (error) => {
        console.error('Dashboard update failed', error);
        notify({ severity: 'error', message: DASHBOARD_TEXT.errors.update(errorText(error)) });
      },
    });
  };

  return { ...edit, save, saving: update.isPending };
}
