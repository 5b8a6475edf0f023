import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-session';
import { currentUserQueryKey, useCurrentUser } from '../../../lib/auth/current-user-query';
import { useClientConfig } from '../../../lib/client-config/client-config-context';
import { useFinishOnboarding } from '../api/use-finish-onboarding';
import { DetailsStep } from '../components/details-step';
import { ModulesStep } from '../components/modules-step';
import { detailsFrom, type OnboardingDetails } from '../components/onboarding-details';
import { OnboardingLayout } from '../components/onboarding-layout';

export interface OnboardingPageProps {
  /** "Interested?" on the Stay Tuned card; the app wires it to support. */
  onInterested(): void;
  /** Runs just before logout (the app resets the support chat there). */
  onLogout?(): void;
}

/** First login (userConfiguration.isFirstTime): details, then modules; finishing lands in the app at "/". */
export function OnboardingPage({ onInterested, onLogout }: OnboardingPageProps) {
  const user = useCurrentUser();
  const auth = useAuth();
  const config = useClientConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useFinishOnboarding();
  const [step, setStep] = useState<1 | 2>(1);
  const [visitedStep2, setVisitedStep2] = useState(false);
  const [details, setDetails] = useState<OnboardingDetails>(() => detailsFrom(user));
  const [mdiSelected, setMdiSelected] = useState(false);

  const complete = () => {
    finish.mutate(
      { details, startMdiTrial: mdiSelected },
      {
        onSuccess: (updated) => {
          window.open(config.welcomeArticleUrl, '_blank', 'noopener');
          void navigate('/', { replace: true });
          queryClient.setQueryData(currentUserQueryKey, updated);
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true });
        },
        // Spec §8: an onboarding setup failure is only logged; the button comes back for another try.
        onError: (error) => console.error('Onboarding setup failed', error),
      },
    );
  };

  return (
    <OnboardingLayout
      termsUrl={config.termsUrl}
      onLogout={() => {
        onLogout?.();
        auth.logout().catch((error: unknown) => console.error('Logout failed', error));
      }}
    >
      {step === 1 ? (
        <DetailsStep
          details={details}
          onChange={setDetails}
          focusHeading={visitedStep2}
          onNext={() => {
            setVisitedStep2(true);
            setStep(2);
          }}
        />
      ) : (
        <ModulesStep
          mdiSelected={mdiSelected}
          finishing={finish.isPending}
          onToggleMdi={() => setMdiSelected((selected) => !selected)}
          onInterested={onInterested}
          onBack={() => setStep(1)}
          onFinish={complete}
        />
      )}
    </OnboardingLayout>
  );
}
