import type { Workspace } from '@hde/contracts/api';

/** Manager and selector order (spec part 1 §2): the default workspace first, the others newest first. */
export function orderWorkspaces(
  workspaces: readonly Workspace[],
  defaultWorkspaceId: string | null,
): Workspace[] {
  const time = (workspace: Workspace) => Date.parse(workspace.createdAt) || 0;
  const rest = workspaces
    .filter((workspace) => workspace.id !== defaultWorkspaceId)
    .sort((a, b) => time(b) - time(a));
  const preferred = workspaces.find((workspace) => workspace.id === defaultWorkspaceId);
  return preferred ? [preferred, ...rest] : rest;
}
