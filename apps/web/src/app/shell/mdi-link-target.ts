import type { Workspace } from '@hde/contracts/api';

export interface MdiLinkInput {
  defaultWorkspaceId: string | null;
  /** The mdi workspace the user is in, if any. */
  currentWorkspaceId: string | null;
  workspaces: readonly Workspace[];
}

/**
 * Target of the sidebar's MDI link (spec part 1 §2): the default workspace, else the current workspace, else
 * the first workspace, else /mdi/workspace. Only workspaces of the list count, so a deleted default or a demo
 * workspace falls through.
 */
export function mdiLinkTarget({ defaultWorkspaceId, currentWorkspaceId, workspaces }: MdiLinkInput): string {
  const listed = (id: string | null) =>
    id ? workspaces.find((workspace) => workspace.id === id) : undefined;
  const target = listed(defaultWorkspaceId) ?? listed(currentWorkspaceId) ?? workspaces[0];
  return target ? `/mdi/workspace/${target.id}` : '/mdi/workspace';
}
