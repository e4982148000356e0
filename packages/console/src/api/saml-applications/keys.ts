import { applicationKeys } from '../applications/keys';

/** SAML applications: under the application's own keys, so a write to either refreshes both (api/roles/keys.ts). */
export const samlApplicationKeys = {
  detail: (tenantId: string, id: string) => [...applicationKeys.detail(tenantId, id), 'saml'] as const,
  secrets: (tenantId: string, id: string) => [...samlApplicationKeys.detail(tenantId, id), 'secrets'] as const,
};
