import { tenantKey } from '../cache';

/** Organizations (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const organizationKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'organizations'] as const,
  list: (tenantId: string, search: string, page: number) =>
    [...organizationKeys.all(tenantId), 'list', { search, page }] as const,
  detail: (tenantId: string, id: string) => [...organizationKeys.all(tenantId), 'detail', id] as const,
  members: (tenantId: string, id: string, search: string, page: number) =>
    [...organizationKeys.detail(tenantId, id), 'members', { search, page }] as const,
  memberCandidates: (tenantId: string, id: string, search: string) =>
    [...organizationKeys.detail(tenantId, id), 'member-candidates', { search }] as const,
  applications: (tenantId: string, id: string, page: number) =>
    [...organizationKeys.detail(tenantId, id), 'applications', { page }] as const,
  applicationCandidates: (tenantId: string, id: string) =>
    [...organizationKeys.detail(tenantId, id), 'application-candidates'] as const,
  invitations: (tenantId: string, id: string, page: number) =>
    [...organizationKeys.detail(tenantId, id), 'invitations', { page }] as const,
  jitEmailDomains: (tenantId: string, id: string) =>
    [...organizationKeys.detail(tenantId, id), 'jit-email-domains'] as const,
  jitRoles: (tenantId: string, id: string) => [...organizationKeys.detail(tenantId, id), 'jit-roles'] as const,
  jitSsoConnectors: (tenantId: string, id: string) =>
    [...organizationKeys.detail(tenantId, id), 'jit-sso-connectors'] as const,
  /** A user's or an application's organizations: under organizations, so membership changes refresh them. */
  of: (tenantId: string, kind: 'users' | 'applications', id: string) =>
    [...organizationKeys.all(tenantId), 'of', kind, id] as const,
};
