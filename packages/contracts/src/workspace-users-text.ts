import type { InvitationStatus } from './enums.js';
import { INVITE_CONFLICT_MESSAGES } from './messages.js';
import { WORKSPACE_ERRORS } from './workspace-text.js';

/** Top-bar workspace selector (spec part 1 §2 "Workspace selector"). */
export const WORKSPACE_SELECTOR_TEXT = {
  label: 'Select workspace',
  placeholder: 'Select Workspace',
  workspaceManager: 'Workspace Manager',
  empty: 'No workspaces available',
  defaultWorkspace: 'Default workspace',
} as const;

/** Top-bar pending-invitations badge and popover (spec part 1 §2 "Pending invitations popover"). */
export const PENDING_INVITATIONS_TEXT = {
  title: 'Pending Workspace Invitations',
  open: (count: number) =>
    count === 1 ? 'Pending invitations: 1 invitation' : `Pending invitations: ${count} invitations`,
  workspace: 'Workspace',
  role: 'Invite Role',
  date: 'Invite Date',
  invitedBy: 'Invited By',
  accept: 'Accept',
  reject: 'Reject',
  acceptFor: (workspace: string) => `Accept the invitation to ${workspace}`,
  rejectFor: (workspace: string) => `Reject the invitation to ${workspace}`,
  empty: 'No pending invitations',
  loading: 'Loading invitations',
  acceptTitle: 'Accept Invitation',
  rejectTitle: 'Reject Invitation',
} as const;

/** /invitations/{inviteId}: the page the invitation e-mail links to. */
export const INVITATION_PAGE_TEXT = {
  title: 'Workspace Invitation',
  intro: 'You have been invited to join a workspace. Accept the invitation to open it, or reject it.',
  loading: 'Loading invitation',
  notFoundTitle: 'This invitation is no longer available',
  notFoundBody:
    'It may have expired, been cancelled by the person who sent it, or already been answered. Ask them to send a new invitation if you still need access.',
  goToApp: 'Go to HDE',
} as const;

const STATUS_LABELS: Partial<Record<InvitationStatus, string>> = {
  PENDING: 'PENDING',
  ACCEPTED: 'ACCEPTED',
  REJECTED: 'REJECTED',
  EXPIRED: 'EXPIRED',
};

/** Workspace users screen (spec part 1 §2 "Workspace users screen", §5 invite dialog). */
export const WORKSPACE_USERS_TEXT = {
  sendInvite: 'Send Invite',
  totalActive: 'Total Active',
  totalPending: 'Total Pending',
  activeUsers: 'Workspace Active Users',
  pendingInvitations: 'Pending Invitations',
  columns: {
    user: 'User',
    role: 'Role',
    status: 'Status',
    lastUpdated: 'Last Updated',
    invitedBy: 'Invited By',
    expires: 'Expires',
    actions: 'Actions',
  },
  /** Status column: PENDING, ACCEPTED, REJECTED, EXPIRED, otherwise Active. */
  status: (status: string): string => STATUS_LABELS[status as InvitationStatus] ?? 'Active',
  noActiveUsers: 'No active users yet.',
  noInvitations: 'No invitations yet.',
  loading: 'Loading users',
  you: '(you)',
  actions: {
    menu: (userId: string) => `Actions for ${userId}`,
    changeRole: 'Change Role',
    revokeAccess: 'Revoke Access',
    cancelInvitation: 'Cancel Invitation',
    resendInvitation: 'Re-Send Invitation',
  },
  dialog: {
    inviteTitle: 'Invite User',
    roleTitle: 'Change User Role',
    inviteIntro: 'Invite someone to this workspace by e-mail and choose their role.',
    roleIntro: 'Choose the new role of this user in the workspace.',
    email: 'Email',
    role: 'Role',
    ownerHint: 'Only an owner can assign the Owner role.',
    cancel: 'Cancel',
    invite: 'Send Invite',
    update: 'Update Role',
  },
  confirm: {
    revokeTitle: 'Revoke Access',
    revokeMessage: (userId: string) =>
      `Are you sure you want to revoke access for ${userId}? They will no longer be able to open this workspace.`,
    cancelTitle: 'Cancel Invitation',
    cancelMessage: (userId: string) =>
      `Are you sure you want to cancel the invitation sent to ${userId}? The invitation link will stop working.`,
    reInviteTitle: 'Re-Send Invitation',
    reInviteMessage: (userId: string) =>
      `Are you sure you want to send the invitation to ${userId} again? A new invitation e-mail will be sent.`,
  },
} as const;

/**
 * Reasons the access API gives with its 4xx replies. The web shows its own catalogue texts on failure, except
 * for the invite conflicts, which it shows as they are.
 */
export const ACCESS_ERRORS = {
  demoNotShareable: 'Demo workspaces cannot be shared',
  ownAccess: 'You cannot change your own access',
  ownRoleOnly: 'You may only ask for your own role in this workspace',
  ownersOnly: 'Only an owner can grant the owner role or act on an owner',
  ownerInvitationsOnly: 'Only an owner can cancel or re-send an invitation for the owner role',
  emailNotVerified: 'Verify your e-mail address to see and answer the invitations sent to it',
  roleNotAllowed: WORKSPACE_ERRORS.roleNotAllowed,
  alreadyMember: INVITE_CONFLICT_MESSAGES.alreadyMember,
  alreadyInvited: INVITE_CONFLICT_MESSAGES.alreadyInvited,
  lastOwner: 'A workspace must keep at least one owner',
  notMember: 'This user is not a member of this workspace',
  workspaceMismatch: 'workspaceId does not match the workspace of the path',
  invitationNotFound: 'Invitation not found',
  invitationNotPending: 'Only a pending invitation can be cancelled',
  invitationNoLongerValid: 'This invitation is no longer valid',
} as const;
