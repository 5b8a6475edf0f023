import { can, type AnyWorkspaceRole, type InvitationStatus, type WorkspaceRole } from '@hde/contracts';

export type MemberAction = 'changeRole' | 'revokeAccess' | 'cancelInvitation' | 'resendInvitation';

export interface MemberRow {
  userId: string;
  role: WorkspaceRole;
  status: 'ACTIVE' | InvitationStatus;
}

export interface Viewer {
  userId: string;
  role: AnyWorkspaceRole | null;
}

export const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Row actions of the users screen (spec part 1 §2): Change Role and Revoke Access for active users, Cancel
 * Invitation for PENDING, Re-Send Invitation for REJECTED or EXPIRED; none on the viewer's own row, nor on an
 * OWNER's row for a viewer who may not manage owners (an ADMIN).
 */
export function memberRowActions(row: MemberRow, viewer: Viewer): MemberAction[] {
  if (sameUser(row.userId, viewer.userId)) return [];
  if (row.role === 'OWNER' && !can(viewer.role, 'workspace.members.manageOwners')) return [];
  const allowed: [MemberAction, boolean][] =
    row.status === 'ACTIVE'
      ? [
          ['changeRole', can(viewer.role, 'workspace.members.changeRole')],
          ['revokeAccess', can(viewer.role, 'workspace.members.revoke')],
        ]
      : row.status === 'PENDING'
        ? [['cancelInvitation', can(viewer.role, 'workspace.invitations.cancel')]]
        : row.status === 'REJECTED' || row.status === 'EXPIRED'
          ? [['resendInvitation', can(viewer.role, 'workspace.invitations.resend')]]
          : [];
  return allowed.filter(([, ok]) => ok).map(([action]) => action);
}
