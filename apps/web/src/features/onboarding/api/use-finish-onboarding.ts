import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { userSchema, type User } from '@hde/contracts/api';
import { SUCCESS_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useApiClient } from '../../../lib/api/api-client-context';
import type { OnboardingDetails } from '../components/onboarding-details';

export interface FinishOnboarding {
  details: OnboardingDetails;
  /** MDI was selected on step 2: start its free trial first. */
  startMdiTrial: boolean;
}

/** Starts the MDI trial when chosen, then saves the details with isFirstTime false. */
export function useFinishOnboarding() {
  const api = useApiClient();
  const notify = useNotify();
  // A retry after a failed PUT must not start the trial twice.
  const trialStarted = useRef(false);

  return useMutation({
    mutationFn: async ({ details, startMdiTrial }: FinishOnboarding): Promise<User> => {
      if (startMdiTrial && !trialStarted.current) {
        await api.post('/v2/app/user/sign-up', userSchema);
        trialStarted.current = true;
        notify({ severity: 'success', message: SUCCESS_MESSAGES.trialActivated });
      }
      return api.put('/v2/app/user/config/', userSchema, { ...details, isFirstTime: false });
    },
  });
}
