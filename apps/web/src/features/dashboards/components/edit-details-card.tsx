import Stack from '@mui/material/Stack';
import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';
import { useDashboardEdit } from '../api/use-dashboard-edit';
import { DashboardNameFields, type DashboardNames } from './dashboard-name-fields';
import { EditCard, ShownValue } from './edit-card';

/** The name and description of Edit Dashboard, behind their own edit toggle; Cancel restores them. */
export function EditDetailsCard({ dashboard }: { dashboard: Dashboard }) {
  const { draft, setDraft, editing, editButtonRef, leaveEdit, save, saving } =
    useDashboardEdit<DashboardNames>(dashboard);

  return (
    <EditCard
      title={DASHBOARD_MANAGE_TEXT.detailsTitle}
      editLabel={DASHBOARD_MANAGE_TEXT.editDetails}
      editing={editing}
      canSave={!!draft && draft.name.trim() !== '' && draft.description.trim() !== ''}
      saving={saving}
      editButtonRef={editButtonRef}
      onEdit={() => setDraft({ name: dashboard.name, description: dashboard.description })}
      onCancel={leaveEdit}
      onSave={save}
    >
      {draft ? (
        <DashboardNameFields names={draft} onChange={setDraft} disabled={saving} autoFocus />
      ) : (
        <Stack spacing={1.5}>
          <ShownValue label={DASHBOARD_TEXT.fields.name}>{dashboard.name}</ShownValue>
          <ShownValue label={DASHBOARD_TEXT.fields.description}>{dashboard.description}</ShownValue>
        </Stack>
      )}
    </EditCard>
  );
}
