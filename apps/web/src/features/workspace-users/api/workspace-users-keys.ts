import type { Workspace } from '@hde/contracts/api';
import { isWorkspaceModule, workspaceApiBase } from '../../../lib/workspaces/workspace-module';

/** Every query of one workspace's users screen starts with this key, so one invalidation refreshes them all. */
export const workspaceUsersKey = (workspaceId: string) => ['workspace-users', workspaceId] as const;

/** `{base}/workspace/{id}` on the workspace's module base (mdi: /v2/app). */
export function workspacePath(workspace: Pick<Workspace, 'id' | 'moduleId'>): string {
  const base = isWorkspaceModule(workspace.moduleId) ? workspaceApiBase(workspace.moduleId) : '/v2/app';
  return `${base}/workspace/${encodeURIComponent(workspace.id)}`;
}

export function moduleBase(workspace: Pick<Workspace, 'moduleId'>): string {
  return isWorkspaceModule(workspace.moduleId) ? workspaceApiBase(workspace.moduleId) : '/v2/app';
}

export interface PageRequest {
  page: number;
  rowsPerPage: number;
}
