import { INVITE_CONFLICT_MESSAGES, WORKSPACE_ERRORS } from '@hde/contracts/text';

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
