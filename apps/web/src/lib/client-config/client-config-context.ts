import { createContext, useContext } from 'react';
import type { ClientConfig } from '@hde/contracts/api';

export const ClientConfigContext = createContext<ClientConfig | null>(null);

/** Settings the server gives the browser before sign-in (OIDC, idle minutes, help centre). */
export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig must be used inside a ClientConfigContext provider');
  return config;
}
