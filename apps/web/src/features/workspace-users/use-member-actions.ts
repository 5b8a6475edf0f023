import type { ConfirmationType, WorkspaceRole } from '@hde/contracts';
import type { Workspace } from '@hde/contracts/api';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, WORKSPACE_USERS_TEXT } from '@hde/contracts/text';
import { useConfirm } from '../../components/confirmation/confirm-context';
import { useNotify } from '../../components/snackbar/notify-context';
import { useCancelInvitation, useInviteUser, useRevokeAccess } from './api/workspace-users-mutations';

const { confirm: text } = WORKSPACE_USERS_TEXT;

interface Step {
  type: ConfirmationType;
  title: string;
  message: string;
  run(): Promise<unknown>;
  success: string;
  failure: string;
}

/** Revoke, cancel and re-send: each behind its confirmation, with the catalogue's notices (spec part 1 §8). */
export function useMemberActions(workspace: Workspace) {
  const confirm = useConfirm();
  const notify = useNotify();
  const revoke = useRevokeAccess(workspace);
  const cancel = useCancelInvitation(workspace);
  const resend = useInviteUser(workspace);

  const perform = async ({ type, title, message, run, success, failure }: Step) => {
    if (!(await confirm({ type, title, message }))) return;
    try {
      await run();
      notify({ severity: 'success', message: success });
    } catch {
      notify({ severity: 'error', message: failure });
    }
  };

  return {
    busy: revoke.isPending || cancel.isPending || resend.isPending,
    revokeAccess: (userId: string) =>
      perform({
        type: 'revokeAccess',
        title: text.revokeTitle,
        message: text.revokeMessage(userId),
        run: () => revoke.mutateAsync(userId),
        success: SUCCESS_MESSAGES.accessRevoked,
        failure: ERROR_MESSAGES.revokeAccess,
      }),
    cancelInvitation: (inviteId: string, userId: string) =>
      perform({
        type: 'cancelInvitation',
        title: text.cancelTitle,
        message: text.cancelMessage(userId),
        run: () => cancel.mutateAsync(inviteId),
        success: SUCCESS_MESSAGES.inviteCanceled,
        failure: ERROR_MESSAGES.cancelInvitation,
      }),
    resendInvitation: (userId: string, role: WorkspaceRole) =>
      perform({
        type: 'reInvite',
        title: text.reInviteTitle,
        message: text.reInviteMessage(userId),
        run: () => resend.mutateAsync({ email: userId, role }),
        success: SUCCESS_MESSAGES.userInvited,
        failure: ERROR_MESSAGES.invite,
      }),
  };
}
