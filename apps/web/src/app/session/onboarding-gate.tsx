import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingScreen } from '../../components/loading-screen';
import { useSupport } from '../../features/support';
import { useCurrentUser } from '../../lib/auth/current-user-query';
import { BOOT_STARTED_AT } from './boot-started-at';

const OnboardingPage = lazy(() =>
  import('../../features/onboarding/pages/onboarding-page').then((module) => ({
    default: module.OnboardingPage,
  })),
);

/** Spec routing rules: once the user record loads, isFirstTime shows onboarding instead of the app, on any path. */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const support = useSupport();
  if (!user.userConfiguration.isFirstTime) return children;
  return (
    <Suspense fallback={<LoadingScreen startedAt={BOOT_STARTED_AT} />}>
      <OnboardingPage
        onInterested={() => support.openSupport({ topic: 'interested' })}
        onLogout={() => support.resetChat()}
      />
    </Suspense>
  );
}
