import { useMutation } from '@tanstack/react-query';
import { invitationResponseResultSchema, type PendingInvitation } from '@hde/contracts/api';
import { useApiClient } from '../../../lib/api/api-client-context';

export type InvitationResponse = 'ACCEPTED' | 'REJECTED';

/** POST workspace/invitations/{inviteId}/{ACCEPTED|REJECTED}; the workspace id goes along on accept. */
export function useRespondToInvitation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ invite, response }: { invite: PendingInvitation; response: InvitationResponse }) =>
      api.post(
        `/v2/app/workspace/invitations/${encodeURIComponent(invite.inviteId)}/${response}`,
        invitationResponseResultSchema,
        undefined,
        { query: response === 'ACCEPTED' ? { workspaceId: invite.workspaceId } : undefined },
      ),
  });
}
