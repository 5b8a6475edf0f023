import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvitationStatus } from '@hde/contracts';
import { accessListSchema, inviteListSchema, type Workspace } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';
import { workspacePath, workspaceUsersKey, type PageRequest } from './workspace-users-keys';

const SORT = { sort: 'lastUpdated', direction: 'DESC' } as const;

/** GET workspace/{id}/accesses: the active members, one server-side page. */
export function useAccessList(workspace: Workspace, { page, rowsPerPage }: PageRequest) {
  const api = useApiClient();
  const skip = page * rowsPerPage;
  return useQuery({
    queryKey: [...workspaceUsersKey(workspace.id), 'accesses', skip, rowsPerPage],
    queryFn: ({ signal }) =>
      api.get(`${workspacePath(workspace)}/accesses`, accessListSchema, {
        signal,
        query: { workspaceId: workspace.id, skip, limit: rowsPerPage, ...SORT },
      }),
    placeholderData: keepPreviousData,
  });
}

function useRequests(
  workspace: Workspace,
  status: InvitationStatus | undefined,
  skip: number,
  limit: number,
) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...workspaceUsersKey(workspace.id), 'requests', status ?? 'ALL', skip, limit],
    queryFn: ({ signal }) =>
      api.get(`${workspacePath(workspace)}/requests`, inviteListSchema, {
        signal,
        query: { workspaceId: workspace.id, status, skip, limit, ...SORT },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET workspace/{id}/requests?status=PENDING, one server-side page: the Pending Invitations table, whose total
 * is also the Total Pending card, so the two always agree. Accepted invitations leave it: the member is listed
 * with their current role among the active users.
 */
export function usePendingInvitations(workspace: Workspace, { page, rowsPerPage }: PageRequest) {
  return useRequests(workspace, 'PENDING', page * rowsPerPage, rowsPerPage);
}
