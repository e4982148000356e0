import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ApiProvider } from '../api/ApiProvider';
import { createQueryClient } from '../api/query-client';
import { ConfirmDialogHost } from '../components/ConfirmDialog';
import { Toaster } from '../components/Toast';
import { AuthProvider } from './auth/AuthProvider';
import { ConfigContext } from './config-context';
import { createConsoleRouter } from './router';
import { useAppearance, useApplyTheme } from './theme';

/** The console: config → auth → data → routes, with toasts and confirmations on top. */
export const App = ({ config }: { config: ConsoleConfig }) => {
  const queryClient = useMemo(createQueryClient, []);
  const router = useMemo(() => createConsoleRouter(config), [config]);
  useApplyTheme(useAppearance());
  return (
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <ApiProvider>
            <RouterProvider router={router} />
            <Toaster />
            <ConfirmDialogHost />
          </ApiProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
};
