import { tenantKey } from '../cache';

/** Applications (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const applicationKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'applications'] as const,
  list: (tenantId: string, thirdParty: boolean, search: string, page: number) =>
    [...applicationKeys.all(tenantId), 'list', { thirdParty, search, page }] as const,
  names: (tenantId: string) => [...applicationKeys.all(tenantId), 'names'] as const,
  detail: (tenantId: string, id: string) => [...applicationKeys.all(tenantId), 'detail', id] as const,
  secrets: (tenantId: string, id: string) => [...applicationKeys.detail(tenantId, id), 'secrets'] as const,
  roles: (tenantId: string, id: string, page: number) =>
    [...applicationKeys.detail(tenantId, id), 'roles', { page }] as const,
  /** Machine-to-machine roles the application does not hold yet. */
  roleCandidates: (tenantId: string, id: string) =>
    [...applicationKeys.detail(tenantId, id), 'role-candidates'] as const,
  userConsentScopes: (tenantId: string, id: string) =>
    [...applicationKeys.detail(tenantId, id), 'user-consent-scopes'] as const,
  signInExperience: (tenantId: string, id: string) =>
    [...applicationKeys.detail(tenantId, id), 'sign-in-experience'] as const,
};
