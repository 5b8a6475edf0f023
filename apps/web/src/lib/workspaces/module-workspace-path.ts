import { TOX_WORKSPACE_ID, type ModuleId } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';

/** The user's default workspace when it is in the list, else the first one. */
function defaultOrFirstWorkspace(
  workspaces: readonly Workspace[],
  defaultWorkspaceId: string | null,
): Workspace | undefined {
  return workspaces.find((workspace) => workspace.id === defaultWorkspaceId) ?? workspaces[0];
}

/**
 * Where a module opens: tox always its one fixed workspace; mdi the default or first workspace, or the
 * no-workspace page /mdi/workspace when the list is empty.
 */
export function moduleWorkspacePath(
  moduleId: ModuleId,
  workspaces: readonly Workspace[],
  defaultWorkspaceId: string | null,
): string {
  if (moduleId === 'tox') return `/tox/workspace/${TOX_WORKSPACE_ID}`;
  const target = defaultOrFirstWorkspace(workspaces, defaultWorkspaceId);
  return target ? `/${moduleId}/workspace/${target.id}` : `/${moduleId}/workspace`;
}

/** Query parameter of the Access Required page naming the workspace that was refused. */
export const RESTRICTED_WORKSPACE_PARAM = 'workspace';

/**
 * The Access Required page; with the workspace that was refused, so the page can tell a member whose access
 * was revoked why (spec part 1 §2 keeps the path /{module}/restricted).
 */
export function restrictedPath(moduleId: ModuleId, workspaceId?: string): string {
  if (!workspaceId) return `/${moduleId}/restricted`;
  return `/${moduleId}/restricted?${new URLSearchParams({ [RESTRICTED_WORKSPACE_PARAM]: workspaceId })}`;
}
