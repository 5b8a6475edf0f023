import Stack from '@mui/material/Stack';
import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useEditDraft } from '../../../lib/forms/use-edit-draft';
import { useUpdateDashboard } from '../api/use-dashboard-writes';
import { updateBody } from '../lib/dashboard-form';
import { errorText } from '../lib/failure-messages';
import { DashboardNameFields, type DashboardNames } from './dashboard-name-fields';
import { EditCard, ShownValue } from './edit-card';

/** The name and description of Edit Dashboard, behind their own edit toggle; Cancel restores them. */
export function EditDetailsCard({ dashboard }: { dashboard: Dashboard }) {
  const notify = useNotify();
  const update = useUpdateDashboard(dashboard.workspaceId, dashboard.id);
  const { draft, setDraft, editing, editButtonRef, leaveEdit } = useEditDraft<DashboardNames>();

  const save = () => {
    if (!draft) return;
    update.mutate(updateBody(dashboard, draft), {
      onSuccess: () => {
        notify({ severity: 'success', message: DASHBOARD_TEXT.success.updated });
        leaveEdit();
      },
      onError: (error) => {
        console.error('Dashboard update failed', error);
        notify({ severity: 'error', message: DASHBOARD_TEXT.errors.update(errorText(error)) });
      },
    });
  };

  return (
    <EditCard
      title={DASHBOARD_MANAGE_TEXT.detailsTitle}
      editLabel={DASHBOARD_MANAGE_TEXT.editDetails}
      editing={editing}
      canSave={!!draft && draft.name.trim() !== '' && draft.description.trim() !== ''}
      saving={update.isPending}
      editButtonRef={editButtonRef}
      onEdit={() => setDraft({ name: dashboard.name, description: dashboard.description })}
      onCancel={leaveEdit}
      onSave={save}
    >
      {draft ? (
        <DashboardNameFields names={draft} onChange={setDraft} disabled={update.isPending} autoFocus />
      ) : (
        <Stack spacing={1.5}>
          <ShownValue label={DASHBOARD_TEXT.fields.name}>{dashboard.name}</ShownValue>
          <ShownValue label={DASHBOARD_TEXT.fields.description}>{dashboard.description}</ShownValue>
        </Stack>
      )}
    </EditCard>
  );
}
