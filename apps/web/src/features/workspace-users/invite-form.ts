import { WORKSPACE_ROLES, can, type AnyWorkspaceRole, type WorkspaceRole } from '@hde/contracts';
import { inviteQuerySchema } from '@hde/contracts/api';

/** The same e-mail rule the API applies to POST workspace/{id}/invite. */
export function isValidInviteEmail(value: string): boolean {
  return value.trim() !== '' && inviteQuerySchema.shape.email.safeParse(value).success;
}

export interface RoleOption {
  role: WorkspaceRole;
  disabled: boolean;
}

/** OWNER, ADMIN, USER, CONTRIBUTOR; OWNER is disabled for a viewer who may not manage owners (an ADMIN). */
export function roleOptions(viewerRole: AnyWorkspaceRole | null): RoleOption[] {
  const ownersAllowed = can(viewerRole, 'workspace.members.manageOwners');
  return WORKSPACE_ROLES.map((role) => ({ role, disabled: role === 'OWNER' && !ownersAllowed }));
}

export function canSubmitInvite(email: string, role: WorkspaceRole | ''): boolean {
  return isValidInviteEmail(email) && role !== '';
}
