import type { RoleType } from '@gatehouse/schemas/roles';
import { tenantKey } from '../cache';

/*
 * The organization template (spec §2 `organization-template`): organization permissions
 * (`/api/organization-scopes`) and organization roles, which grant organization permissions
 * and API-resource permissions. (The layout of api/<entity>/ is described in api/roles/keys.ts.)
 */

export const organizationScopeKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'organization-scopes'] as const,
  list: (tenantId: string, search: string, page: number) =>
    [...organizationScopeKeys.all(tenantId), 'list', { search, page }] as const,
  /** Every organization permission, unpaged. */
  every: (tenantId: string) => [...organizationScopeKeys.all(tenantId), 'every'] as const,
};

export const organizationRoleKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'organization-roles'] as const,
  list: (tenantId: string, search: string, page: number) =>
    [...organizationRoleKeys.all(tenantId), 'list', { search, page }] as const,
  detail: (tenantId: string, id: string) => [...organizationRoleKeys.all(tenantId), 'detail', id] as const,
  permissions: (tenantId: string, id: string) => [...organizationRoleKeys.detail(tenantId, id), 'permissions'] as const,
  /** Under the template's key, so changes to the template refresh them. */
  ofType: (tenantId: string, type: RoleType) => [...organizationRoleKeys.all(tenantId), 'of-type', type] as const,
};
