import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { can } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_TAB_LABELS, WORKSPACE_USERS_TEXT as text } from '@hde/contracts/text';
import { useCurrentUser } from '../../../lib/auth/current-user-query';
import { workspaceRoleOf } from '../../../lib/workspaces/workspace-role';
import { actingUserName } from '../acting-user-name';
import { useAccessList, usePendingInvitations } from '../api/workspace-users-queries';
import { ActiveUsersTable } from '../components/active-users-table';
import { InvitationsTable } from '../components/invitations-table';
import { InviteUserDialog, type InviteDialogMode } from '../components/invite-user-dialog';
import { SummaryCard } from '../components/summary-card';
import type { Viewer } from '../member-row-actions';
import { useMemberActions } from '../use-member-actions';
import { usePaging } from '../use-paging';

/** The User Management tab (?id=management): members, invitations and the invite / change-role dialog. */
export function WorkspaceUsersPage({ workspace }: { workspace: Workspace }) {
  const user = useCurrentUser();
  const titleId = useId();
  const viewer: Viewer = { userId: user.userId, role: workspaceRoleOf(workspace) };
  const activePaging = usePaging();
  const invitesPaging = usePaging();
  const active = useAccessList(workspace, activePaging);
  const invites = usePendingInvitations(workspace, invitesPaging);
  const actions = useMemberActions(workspace);
  const [dialog, setDialog] = useState<{ open: boolean; mode: InviteDialogMode; key: number }>({
    open: false,
    mode: { kind: 'invite' },
    key: 0,
  });
  activePaging.clampTo(active.data?.total);
  invitesPaging.clampTo(invites.data?.total);

  const openDialog = (mode: InviteDialogMode) =>
    setDialog((current) => ({ open: true, mode, key: current.key + 1 }));

  return (
    <Stack component="section" spacing={3} aria-labelledby={titleId}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <Typography id={titleId} variant="h2">
          {WORKSPACE_TAB_LABELS.management}
        </Typography>
        {can(viewer.role, 'workspace.members.invite') && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={() => openDialog({ kind: 'invite' })}
          >
            {text.sendInvite}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SummaryCard label={text.totalActive} value={active.data?.total} icon={<GroupOutlined />} />
        <SummaryCard
          label={text.totalPending}
          value={invites.data?.total}
          icon={<HourglassEmptyOutlined />}
        />
      </Box>
      <ActiveUsersTable
        query={active}
        paging={activePaging}
        viewer={viewer}
        busy={actions.busy}
        onAction={(action, entry) => {
          if (action === 'changeRole')
            openDialog({ kind: 'changeRole', userId: entry.userId, role: entry.role });
          else void actions.revokeAccess(entry.userId);
        }}
      />
      <InvitationsTable
        query={invites}
        paging={invitesPaging}
        viewer={viewer}
        busy={actions.busy}
        onAction={(action, entry) => {
          if (action === 'cancelInvitation') void actions.cancelInvitation(entry.id, entry.userId);
          else void actions.resendInvitation(entry.userId, entry.role);
        }}
      />
      <InviteUserDialog
        key={dialog.key}
        open={dialog.open}
        mode={dialog.mode}
        workspace={workspace}
        viewerRole={viewer.role}
        actingUser={actingUserName(user)}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </Stack>
  );
}
