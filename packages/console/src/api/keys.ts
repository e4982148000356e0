/**
 * Query keys (CONVENTIONS 12). Tenant data keys start with the tenant id, so
 * switching tenants refetches them; `me` and well-known data do not depend on
 * the tenant (spec §4).
 */
export const queryKeys = {
  me: () => ['me'] as const,
  releaseInfo: () => ['release-info'] as const,
  tenant: (tenantId: string) => ['tenant', tenantId] as const,
  resources: (tenantId: string) => ['tenant', tenantId, 'resources'] as const,
  resourceList: (tenantId: string, search: string, page: number) =>
    ['tenant', tenantId, 'resources', 'list', { search, page }] as const,
  resource: (tenantId: string, id: string) => ['tenant', tenantId, 'resources', 'one', id] as const,
  scopes: (tenantId: string, resourceId: string) => ['tenant', tenantId, 'resources', 'scopes', resourceId] as const,
  scopeList: (tenantId: string, resourceId: string, search: string, page: number) =>
    ['tenant', tenantId, 'resources', 'scopes', resourceId, { search, page }] as const,
  roles: (tenantId: string) => ['tenant', tenantId, 'roles'] as const,
  roleList: (tenantId: string, search: string, page: number) =>
    ['tenant', tenantId, 'roles', 'list', { search, page }] as const,
  role: (tenantId: string, id: string) => ['tenant', tenantId, 'roles', 'one', id] as const,
  roleScopes: (tenantId: string, id: string) => ['tenant', tenantId, 'roles', 'scopes', id] as const,
  roleMembers: (tenantId: string, id: string, kind: 'users' | 'applications', page: number) =>
    ['tenant', tenantId, 'roles', kind, id, { page }] as const,
  applications: (tenantId: string) => ['tenant', tenantId, 'applications'] as const,
  applicationList: (tenantId: string, thirdParty: boolean, search: string, page: number) =>
    ['tenant', tenantId, 'applications', 'list', { thirdParty, search, page }] as const,
  application: (tenantId: string, id: string) => ['tenant', tenantId, 'applications', 'one', id] as const,
  applicationSecrets: (tenantId: string, id: string) => ['tenant', tenantId, 'applications', 'secrets', id] as const,
  applicationRoles: (tenantId: string, id: string, page: number) =>
    ['tenant', tenantId, 'applications', 'roles', id, { page }] as const,
  roleCandidates: (tenantId: string, applicationId: string) =>
    ['tenant', tenantId, 'applications', 'role-candidates', applicationId] as const,
  resourcesWithScopes: (tenantId: string) => ['tenant', tenantId, 'resources', 'with-scopes'] as const,
  m2mApplications: (tenantId: string, excludeRoleId: string) =>
    ['tenant', tenantId, 'roles', 'm2m-candidates', excludeRoleId] as const,
};
