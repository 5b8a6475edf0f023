import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SHELL_TEXT } from '@hde/contracts/text';
import { LoadingScreen } from '../../components/loading-screen';
import { clientConfigQueryOptions } from '../../lib/client-config/client-config-query';
import { ClientConfigContext } from '../../lib/client-config/client-config-context';
import { BOOT_STARTED_AT } from './boot-started-at';
import { BootError } from './boot-error';

/** Loads /v2/app/client-config (no token) and provides it. */
export function ClientConfigGate({ children }: { children: ReactNode }) {
  const query = useQuery(clientConfigQueryOptions);
  if (query.data) return <ClientConfigContext value={query.data}>{children}</ClientConfigContext>;
  if (query.isError) {
    return (
      <BootError
        message={SHELL_TEXT.loadFailed}
        actionLabel={SHELL_TEXT.tryAgain}
        onAction={() => void query.refetch()}
      />
    );
  }
  return <LoadingScreen startedAt={BOOT_STARTED_AT} />;
}
