import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { POST_SIGN_UP_WAIT_MS } from '@hde/contracts';
import { userModuleSchema, userSchema, type User, type UserModule } from '@hde/contracts/api';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useApiClient } from '../../../lib/api/api-client-context';
import { currentUserQueryKey } from '../../../lib/auth/current-user-query';
import { modulesQueryKey } from '../../../lib/modules/modules-query';
import { moduleWorkspacePath } from '../../../lib/workspaces/module-workspace-path';
import { workspaceListQueryOptions } from '../../../lib/workspaces/workspace-list-query';
import { isWorkspaceModule } from '../../../lib/workspaces/workspace-module';

const SIGN_UP_PATHS: Record<string, string> = {
  mdi: '/v2/app/user/sign-up',
  tox: '/v2/tox/user/sign-up',
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Start Free Trial (spec part 1 §4): the mdi or tox sign-up, or the generic subscribe for other modules; then
 * the success notice, the 300 ms wait, fresh modules and workspace list, and the module's first workspace.
 */
export function useStartTrial() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async (module: UserModule) => {
      const signUpPath = SIGN_UP_PATHS[module.moduleId];
      try {
        if (signUpPath) {
          queryClient.setQueryData(currentUserQueryKey, await api.post(signUpPath, userSchema));
        } else {
          await api.post(
            `/v2/module-manager/modules/${encodeURIComponent(module.moduleId)}/subscribe`,
            userModuleSchema,
          );
        }
      } catch (error) {
        notify({ severity: 'error', message: signUpPath ? ERROR_MESSAGES.signUp : ERROR_MESSAGES.subscribe });
        throw error;
      }
      notify({ severity: 'success', message: SUCCESS_MESSAGES.trialActivated });
      await wait(POST_SIGN_UP_WAIT_MS);

      const moduleId = module.moduleId;
      if (!isWorkspaceModule(moduleId)) {
        await queryClient.refetchQueries({ queryKey: modulesQueryKey });
        return;
      }
      // The list first: once the modules say "trial active" the routing expects the list to be there.
      const list = await queryClient
        .fetchQuery({ ...workspaceListQueryOptions(api, moduleId), staleTime: 0 })
        .catch((error: unknown) => {
          console.error('Workspace list could not be loaded', error);
          return null;
        });
      await queryClient.refetchQueries({ queryKey: modulesQueryKey });
      const defaultWorkspace =
        queryClient.getQueryData<User>(currentUserQueryKey)?.userConfiguration.defaultWorkspace ?? null;
      await navigate(moduleWorkspacePath(moduleId, list?.items ?? [], defaultWorkspace));
    },
  });
}
