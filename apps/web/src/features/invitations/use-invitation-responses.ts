import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PendingInvitation } from '@hde/contracts/api';
import {
  CONFIRMATION_MESSAGES,
  ERROR_MESSAGES,
  PENDING_INVITATIONS_TEXT,
  SUCCESS_MESSAGES,
} from '@hde/contracts/text';
import { useConfirm } from '../../components/confirmation/confirm-context';
import { useNotify } from '../../components/snackbar/notify-context';
import { modulesQueryKey } from '../../lib/modules/modules-query';
import { pendingInvitationsQueryKey } from './api/pending-invitations-api';
import { removePendingInvitation } from './api/pending-invitations-query';
import { useRespondToInvitation } from './api/use-respond-to-invitation';

export interface InvitationResponses {
  /** Confirms, accepts, refreshes modules and workspaces, then opens the workspace (history replaced). */
  accept(invite: PendingInvitation): Promise<void>;
  /** Confirms and rejects; resolves true once the invitation is rejected. */
  reject(invite: PendingInvitation): Promise<boolean>;
  isPending: boolean;
}

/** Accept and reject with their confirmations, notices and cache updates (spec part 1 §2, §4, §8). */
export function useInvitationResponses(): InvitationResponses {
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const respond = useRespondToInvitation();

  const accept = async (invite: PendingInvitation) => {
    const confirmed = await confirm({
      type: 'acceptInvitation',
      title: PENDING_INVITATIONS_TEXT.acceptTitle,
      message: CONFIRMATION_MESSAGES.acceptInvitation,
    });
    if (!confirmed) return;
    try {
      const result = await respond.mutateAsync({ invite, response: 'ACCEPTED' });
      removePendingInvitation(queryClient, invite.inviteId);
      // The module may just have become SHARED: the routing rules must see it before the workspace opens.
      await Promise.allSettled([
        queryClient.invalidateQueries({ queryKey: modulesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['workspaces'] }),
      ]);
      void queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey });
      await navigate(`/${result.moduleId || invite.moduleId}/workspace/${result.workspaceId}`, {
        replace: true,
      });
    } catch {
      notify({ severity: 'error', message: ERROR_MESSAGES.pendingInvitations });
    }
  };

  const reject = async (invite: PendingInvitation) => {
    const confirmed = await confirm({
      type: 'rejectInvitation',
      title: PENDING_INVITATIONS_TEXT.rejectTitle,
      message: CONFIRMATION_MESSAGES.rejectInvitation,
    });
    if (!confirmed) return false;
    try {
      await respond.mutateAsync({ invite, response: 'REJECTED' });
    } catch {
      notify({ severity: 'error', message: ERROR_MESSAGES.pendingInvitations });
      return false;
    }
    removePendingInvitation(queryClient, invite.inviteId);
    notify({ severity: 'success', message: SUCCESS_MESSAGES.inviteRejected });
    void queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey });
    return true;
  };

  return { accept, reject, isPending: respond.isPending };
}
