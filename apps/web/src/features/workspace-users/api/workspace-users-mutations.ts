import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceRole } from '@hde/contracts';
import { ACTING_USER_HEADER, accessEntrySchema, inviteEntrySchema, type Workspace } from '@hde/contracts/api';
import { noContent } from '../../../lib/api/api-client';
import { useApiClient } from '../../../lib/api/api-client-context';
import { moduleBase, workspacePath, workspaceUsersKey } from './workspace-users-keys';

/** Refetches the users screen's lists once a change is done, so the totals move by one. */
function useRefreshOnSuccess(workspace: Workspace) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workspaceUsersKey(workspace.id) });
}

/** POST workspace/{id}/invite?email=&role= (also re-sends a REJECTED or EXPIRED invitation). */
export function useInviteUser(workspace: Workspace) {
  const api = useApiClient();
  const onSuccess = useRefreshOnSuccess(workspace);
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: WorkspaceRole }) =>
      api.post(`${workspacePath(workspace)}/invite`, inviteEntrySchema, undefined, {
        query: { workspaceId: workspace.id, email: email.trim().toLowerCase(), role },
      }),
    onSuccess,
  });
}

/** DELETE workspace/invitations/{inviteId}/cancel. */
export function useCancelInvitation(workspace: Workspace) {
  const api = useApiClient();
  const onSuccess = useRefreshOnSuccess(workspace);
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.delete(
        `${moduleBase(workspace)}/workspace/invitations/${encodeURIComponent(inviteId)}/cancel`,
        noContent,
      ),
    onSuccess,
  });
}

/** DELETE workspace/workspace/{id}/revoke/{userId}, the user id URL-encoded. */
export function useRevokeAccess(workspace: Workspace) {
  const api = useApiClient();
  const onSuccess = useRefreshOnSuccess(workspace);
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete(
        `${moduleBase(workspace)}/workspace/workspace/${encodeURIComponent(workspace.id)}/revoke/${encodeURIComponent(userId)}`,
        noContent,
      ),
    onSuccess,
  });
}

/** PUT workspace/{id}/change-role?userEmail=&newRole= with the acting user's name in a header. */
export function useChangeRole(workspace: Workspace, actingUser: string) {
  const api = useApiClient();
  const onSuccess = useRefreshOnSuccess(workspace);
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: WorkspaceRole }) =>
      api.put(`${workspacePath(workspace)}/change-role`, accessEntrySchema, undefined, {
        query: { userEmail: email.trim().toLowerCase(), newRole: role },
        headers: { [ACTING_USER_HEADER]: actingUser },
      }),
    onSuccess,
  });
}
