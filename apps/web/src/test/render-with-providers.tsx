import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { ClientConfig, User } from '@hde/contracts/api';
import { AppProviders } from '../app/providers/app-providers';
import { SessionProviders } from '../app/session/oidc-session-provider';
import type { ApiClient } from '../lib/api/api-client';
import type { AuthSession } from '../lib/auth/auth-session';
import { currentUserQueryKey } from '../lib/auth/current-user-query';
import { ClientConfigContext } from '../lib/client-config/client-config-context';
import { makeUser, testClientConfig } from './fixtures';

export function makeAuthSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    restoreSession: vi.fn(async () => true),
    completeSignIn: vi.fn(async () => '/'),
    signIn: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    renewSession: vi.fn(async () => undefined),
    getAccessToken: vi.fn(async () => 'test-token'),
    handleUnauthorized: vi.fn(() => true),
    isRedirecting: vi.fn(() => false),
    ...overrides,
  };
}

export interface ProviderOptions {
  user?: User;
  config?: ClientConfig;
  auth?: AuthSession;
  /** API client to use instead of one calling fetch (see createMockApi). */
  api?: ApiClient;
  path?: string;
  /** Route table; the element is rendered at `path` otherwise. */
  routes?: RouteObject[];
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders with every app provider, a signed-in fake session and the user already loaded. */
export function renderWithProviders(ui: ReactElement | null, options: ProviderOptions = {}) {
  const user = options.user ?? makeUser();
  const auth = options.auth ?? makeAuthSession();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(currentUserQueryKey, user);

  const content: ReactNode = options.routes ? <RouteTable routes={options.routes} /> : ui;
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <ClientConfigContext value={options.config ?? testClientConfig}>
          <SessionProviders session={auth} api={options.api}>
            {content}
          </SessionProviders>
        </ClientConfigContext>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, auth, user, queryClient };
}
