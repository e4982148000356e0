import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationTokenRefusedError } from '../app/auth/access-tokens';
import { useAuth } from '../app/auth/context';
import { isCloud } from '../app/config';
import { useConsoleConfig } from '../app/config-context';
import { useTenant } from '../app/tenant';
import { toast } from '../components/Toast/store';
import { tenantOrganizationId } from '../utils/tenant-path';
import { type ApiClient, createApiClient } from './client';
import { tenantKeys } from './tenants/keys';

type Clients = {
  /** The console user's own account on the admin endpoint (`/me`). */
  me: ApiClient;
  /** A tenant's management API: the user endpoint (self-hosted) or `/m/{tenantId}` on the admin endpoint (cloud). */
  management: (tenantId: string) => ApiClient;
};

const ApiContext = createContext<Clients | undefined>(undefined);

export const ApiProvider = ({ children }: { children: ReactNode }) => {
  const config = useConsoleConfig();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();

  const clients = useMemo<Clients>(() => {
    const shared = {
      language: () => i18n.language,
      // The client names keys it builds at run time (`errors.http_status.${status}`): not the typed key union.
      translate: (key: string, options?: Record<string, unknown>) => String(t(key as never, options as never)),
      notify: (message: string) => {
        toast.error(message);
      },
      onAuthRequired: () => void auth.restartSignIn(),
      onForbidden: auth.reportForbidden,
    };
    const management = new Map<string, ApiClient>();
    return {
      me: createApiClient({
        ...shared,
        baseUrl: config.adminEndpoint,
        accessToken: () => auth.tokens.get(config.resources.me),
      }),
      management: (tenantId) => {
        let client = management.get(tenantId);
        if (!client) {
          client = createApiClient({
            ...shared,
            baseUrl: isCloud(config)
              ? `${config.adminEndpoint}/m/${encodeURIComponent(tenantId)}`
              : config.userEndpoint,
            // Cloud: an organization token for the tenant's organization in the admin tenant (spec §7).
            accessToken: isCloud(config)
              ? () =>
                  auth.tokens.organization(tenantOrganizationId(tenantId)).catch((error: unknown) => {
                    // No longer a member: reload the tenants, and the tenant guard leads to the root (spec §4).
                    if (error instanceof OrganizationTokenRefusedError) {
                      void queryClient.invalidateQueries({ queryKey: tenantKeys.list() });
                    }
                    throw error;
                  })
              : () => auth.tokens.get(config.resources.management),
          });
          management.set(tenantId, client);
        }
        return client;
      },
    };
  }, [config, auth, t, i18n, queryClient]);

  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
};

export const useApi = () => {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApi outside ApiProvider');
  return clients;
};

/** The current tenant's id and its management API client (for tenant-scoped queries and mutations). */
export const useManagementClient = () => {
  const { tenantId } = useTenant();
  return { tenantId, client: useApi().management(tenantId) };
};
