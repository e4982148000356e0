import { tenantKey } from '../cache';

/** Users (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const userKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'users'] as const,
  list: (tenantId: string, search: string, page: number) =>
    [...userKeys.all(tenantId), 'list', { search, page }] as const,
  detail: (tenantId: string, id: string) => [...userKeys.all(tenantId), 'detail', id] as const,
  roles: (tenantId: string, id: string, page: number) => [...userKeys.detail(tenantId, id), 'roles', { page }] as const,
  /** The user's second factors (never their secrets). */
  mfa: (tenantId: string, id: string) => [...userKeys.detail(tenantId, id), 'mfa'] as const,
  /** User roles the user does not hold yet. */
  roleCandidates: (tenantId: string, id: string) => [...userKeys.detail(tenantId, id), 'role-candidates'] as const,
  /** Users without a role: under users, so user changes refresh them. */
  withoutRole: (tenantId: string, roleId: string, search: string) =>
    [...userKeys.all(tenantId), 'without-role', roleId, { search }] as const,
};
