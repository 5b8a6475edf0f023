import Stack from '@mui/material/Stack';
import type { Dashboard } from '@hde/contracts/api';
import { DASHBOARD_MANAGE_TEXT, DASHBOARD_TEXT } from '@hde/contracts/text';
import { useDashboardEdit } from '../api/use-dashboard-edit';
import { accessEditIsComplete } from '../lib/dashboard-form';
import { DashboardAccessFields, type DashboardAccess } from './dashboard-access-fields';
import { EditCard, ShownValue } from './edit-card';

const accessOf = (dashboard: Dashboard): DashboardAccess => ({
  type: dashboard.type,
  mode: dashboard.mode,
  password: '',
  emails: dashboard.emails,
});

/**
 * Type and access level of Edit Dashboard, behind their own edit toggle (spec part 2 §2.10, §4): switching into
 * PASSWORD asks a new password, staying in it asks none; PRIVATE keeps its viewer e-mails.
 */
export function EditAccessCard({ dashboard }: { dashboard: Dashboard }) {
  const { draft, setDraft, editing, editButtonRef, leaveEdit, save, saving } =
    useDashboardEdit<DashboardAccess>(dashboard);

  return (
    <EditCard
      title={DASHBOARD_MANAGE_TEXT.accessTitle}
      editLabel={DASHBOARD_MANAGE_TEXT.editAccess}
      editing={editing}
      canSave={!!draft && accessEditIsComplete(dashboard, draft)}
      saving={saving}
      editButtonRef={editButtonRef}
      onEdit={() => setDraft(accessOf(dashboard))}
      onCancel={leaveEdit}
      onSave={save}
    >
      {draft ? (
        <DashboardAccessFields
          access={draft}
          onChange={setDraft}
          asksPassword={dashboard.mode !== 'PASSWORD'}
          passwordLabel={DASHBOARD_MANAGE_TEXT.newPassword}
          disabled={saving}
        />
      ) : (
        <Stack spacing={1.5}>
          <ShownValue label={DASHBOARD_TEXT.fields.type}>
            {DASHBOARD_TEXT.typeLabels[dashboard.type]}
          </ShownValue>
          <ShownValue label={DASHBOARD_TEXT.fields.mode}>
            {DASHBOARD_TEXT.modeLabels[dashboard.mode]}
          </ShownValue>
          {dashboard.mode === 'PRIVATE' && (
            <ShownValue label={DASHBOARD_TEXT.fields.emails}>{dashboard.emails.join(', ')}</ShownValue>
          )}
        </Stack>
      )}
    </EditCard>
  );
}
