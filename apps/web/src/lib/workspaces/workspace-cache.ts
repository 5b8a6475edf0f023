import type { QueryClient } from '@tanstack/react-query';
import type { ModuleId } from '@hde/contracts';
import type { Workspace, WorkspaceList } from '@hde/contracts/api';
import { workspaceListQueryKey } from './workspace-list-query';
import { workspaceQueryKey } from './workspace-query';

function updateList(
  queryClient: QueryClient,
  moduleId: ModuleId,
  change: (list: WorkspaceList) => WorkspaceList,
): void {
  queryClient.setQueryData<WorkspaceList>(workspaceListQueryKey(moduleId), (list) => list && change(list));
}

/** A workspace the API just returned: its detail, and its row in the module list. */
export function storeWorkspace(queryClient: QueryClient, moduleId: ModuleId, workspace: Workspace): void {
  queryClient.setQueryData(workspaceQueryKey(moduleId, workspace.id), workspace);
  updateList(queryClient, moduleId, (list) => ({
    ...list,
    items: list.items.map((item) => (item.id === workspace.id ? workspace : item)),
  }));
}

/** A created workspace goes to the top of its module list and raises the total by 1 (spec part 1 §4). */
export function addCreatedWorkspace(
  queryClient: QueryClient,
  moduleId: ModuleId,
  workspace: Workspace,
): void {
  queryClient.setQueryData(workspaceQueryKey(moduleId, workspace.id), workspace);
  updateList(queryClient, moduleId, (list) => ({
    ...list,
    items: [workspace, ...list.items.filter((item) => item.id !== workspace.id)],
    total: list.total + 1,
  }));
}

/** A deleted workspace leaves its module list; the total never goes below 0 (spec part 1 §4). */
export function removeDeletedWorkspace(
  queryClient: QueryClient,
  moduleId: ModuleId,
  workspaceId: string,
): void {
  updateList(queryClient, moduleId, (list) => ({
    ...list,
    items: list.items.filter((item) => item.id !== workspaceId),
    total: Math.max(0, list.total - 1),
  }));
}
