import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PENDING_REQUESTS_FETCH_LIMIT,
  accessListSchema,
  inviteListSchema,
  type InvitationStatus,
  type Workspace,
} from '@hde/contracts';
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

/** GET workspace/{id}/requests with every status, one server-side page (the Pending Invitations table). */
export function useInviteList(workspace: Workspace, { page, rowsPerPage }: PageRequest) {
  return useRequests(workspace, undefined, page * rowsPerPage, rowsPerPage);
}

/** The PENDING requests, fetched with limit 100, for the Total Pending card (spec part 1 §7). */
export function usePendingRequests(workspace: Workspace) {
  return useRequests(workspace, 'PENDING', 0, PENDING_REQUESTS_FETCH_LIMIT);
}
