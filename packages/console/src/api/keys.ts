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
  organizationScopes: (tenantId: string) => ['tenant', tenantId, 'organization-scopes'] as const,
  organizationScopeList: (tenantId: string, search: string, page: number) =>
    ['tenant', tenantId, 'organization-scopes', 'list', { search, page }] as const,
  allOrganizationScopes: (tenantId: string) => ['tenant', tenantId, 'organization-scopes', 'all'] as const,
  organizationRoles: (tenantId: string) => ['tenant', tenantId, 'organization-roles'] as const,
  organizationRoleList: (tenantId: string, search: string, page: number) =>
    ['tenant', tenantId, 'organization-roles', 'list', { search, page }] as const,
  organizationRole: (tenantId: string, id: string) => ['tenant', tenantId, 'organization-roles', 'one', id] as const,
  organizationRolePermissions: (tenantId: string, id: string) =>
    ['tenant', tenantId, 'organization-roles', 'permissions', id] as const,
  applications: (tenantId: string) => ['tenant', tenantId, 'applications'] as const,
  applicationList: (tenantId: string, thirdParty: boolean, search: string, page: number) =>
    ['tenant', tenantId, 'applications', 'list', { thirdParty, search, page }] as const,
  applicationNames: (tenantId: string) => ['tenant', tenantId, 'applications', 'names'] as const,
  application: (tenantId: string, id: string) => ['tenant', tenantId, 'applications', 'one', id] as const,
  applicationSecrets: (tenantId: string, id: string) => ['tenant', tenantId, 'applications', 'secrets', id] as const,
  applicationRoles: (tenantId: string, id: string, page: number) =>
    ['tenant', tenantId, 'applications', 'roles', id, { page }] as const,
  userConsentScopes: (tenantId: string, id: string) =>
    ['tenant', tenantId, 'applications', 'user-consent-scopes', id] as const,
  applicationSignInExperience: (tenantId: string, id: string) =>
    ['tenant', tenantId, 'applications', 'sign-in-experience', id] as const,
  roleCandidates: (tenantId: string, applicationId: string) =>
    ['tenant', tenantId, 'applications', 'role-candidates', applicationId] as const,
  users: (tenantId: string) => ['tenant', tenantId, 'users'] as const,
  userList: (tenantId: string, search: string, page: number) =>
    ['tenant', tenantId, 'users', 'list', { search, page }] as const,
  user: (tenantId: string, id: string) => ['tenant', tenantId, 'users', 'one', id] as const,
  userRoles: (tenantId: string, id: string, page: number) =>
    ['tenant', tenantId, 'users', 'roles', id, { page }] as const,
  userRoleCandidates: (tenantId: string, userId: string) =>
    ['tenant', tenantId, 'users', 'role-candidates', userId] as const,
  roleUserCandidates: (tenantId: string, roleId: string, search: string) =>
    ['tenant', tenantId, 'users', 'role-user-candidates', roleId, { search }] as const,
  passwordPolicy: (tenantId: string) => ['tenant', tenantId, 'sign-in-experience', 'password-policy'] as const,
  logs: (tenantId: string) => ['tenant', tenantId, 'logs'] as const,
  logList: (tenantId: string, filters: Record<string, string>, page: number) =>
    ['tenant', tenantId, 'logs', 'list', { ...filters, page }] as const,
  log: (tenantId: string, id: string) => ['tenant', tenantId, 'logs', 'one', id] as const,
  resourcesWithScopes: (tenantId: string) => ['tenant', tenantId, 'resources', 'with-scopes'] as const,
  m2mApplications: (tenantId: string, excludeRoleId: string) =>
    ['tenant', tenantId, 'roles', 'm2m-candidates', excludeRoleId] as const,
  organizations: (tenantId: string) => ['tenant', tenantId, 'organizations'] as const,
  organizationList: (tenantId: string, search: string, page: number) =>
    ['tenant', tenantId, 'organizations', 'list', { search, page }] as const,
  organization: (tenantId: string, id: string) => ['tenant', tenantId, 'organizations', 'one', id] as const,
  organizationMembers: (tenantId: string, id: string, search: string, page: number) =>
    ['tenant', tenantId, 'organizations', 'members', id, { search, page }] as const,
  organizationMemberCandidates: (tenantId: string, id: string, search: string) =>
    ['tenant', tenantId, 'organizations', 'member-candidates', id, { search }] as const,
  organizationApplications: (tenantId: string, id: string, page: number) =>
    ['tenant', tenantId, 'organizations', 'applications', id, { page }] as const,
  organizationApplicationCandidates: (tenantId: string, id: string) =>
    ['tenant', tenantId, 'organizations', 'application-candidates', id] as const,
  organizationInvitations: (tenantId: string, id: string, page: number) =>
    ['tenant', tenantId, 'organizations', 'invitations', id, { page }] as const,
  organizationJitEmailDomains: (tenantId: string, id: string) =>
    ['tenant', tenantId, 'organizations', 'jit-email-domains', id] as const,
  organizationJitRoles: (tenantId: string, id: string) =>
    ['tenant', tenantId, 'organizations', 'jit-roles', id] as const,
  /** Under the template's `organization-roles` key, so changes to the template refresh them. */
  organizationRolesOfType: (tenantId: string, type: 'User' | 'MachineToMachine') =>
    ['tenant', tenantId, 'organization-roles', 'of-type', type] as const,
  /** A user's or an application's organizations: under `organizations`, so membership changes refresh them. */
  organizationsOf: (tenantId: string, kind: 'users' | 'applications', id: string) =>
    ['tenant', tenantId, 'organizations', 'of', kind, id] as const,
};
