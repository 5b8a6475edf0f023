import { SUPERHERO_ROLE, WORKSPACE_ROLES, type AnyWorkspaceRole } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';

const KNOWN_ROLES: readonly string[] = [...WORKSPACE_ROLES, SUPERHERO_ROLE];

/**
 * The role the workspace page works with (spec part 2 §2.2): in a demo workspace the superhero role acts as
 * OWNER (can() handles it) and everyone else is USER; an unknown role gives nothing.
 */
export function workspaceRoleOf(workspace: Workspace): AnyWorkspaceRole | null {
  const role = workspace.workspaceRole;
  if (workspace.demo) return role === SUPERHERO_ROLE ? SUPERHERO_ROLE : 'USER';
  return KNOWN_ROLES.includes(role) ? (role as AnyWorkspaceRole) : null;
}

/** The My Role column: OWNER when the list carries no role (spec part 1 §2). */
export function displayedRole(workspace: Workspace): string {
  return workspace.workspaceRole || 'OWNER';
}
