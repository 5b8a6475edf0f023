import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeModeProvider } from '../../lib/theme-mode/theme-mode-provider';
import { AppActivityProvider } from '../../lib/app-activity/app-activity-provider';
import { SnackbarProvider } from '../../components/snackbar/snackbar-provider';
import { ConfirmationProvider } from '../../components/confirmation/confirmation-provider';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { createQueryClient } from './create-query-client';

/** Providers that need neither sign-in nor the router. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeModeProvider>
      <AppThemeProvider>
        <QueryClientProvider client={client}>
          <AppActivityProvider>
            <SnackbarProvider>
              <ConfirmationProvider>{children}</ConfirmationProvider>
            </SnackbarProvider>
          </AppActivityProvider>
        </QueryClientProvider>
      </AppThemeProvider>
    </ThemeModeProvider>
  );
}
