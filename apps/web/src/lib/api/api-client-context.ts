import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The signed-in API client (bearer token added, 401 starts sign-in). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an ApiClientContext provider');
  return client;
}
