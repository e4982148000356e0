/**
 * A tenant's members, invitations and the signed-in user's scopes there (cloud API on the admin
 * endpoint). Not under `tenantKey`: these belong to the console account, like `me` (spec §4).
 * (The layout of api/<entity>/ is described in api/roles/keys.ts.)
 */
export const tenantKeys = {
  all: () => ['tenants'] as const,
  list: () => [...tenantKeys.all(), 'list'] as const,
  of: (tenantId: string) => [...tenantKeys.all(), 'of', tenantId] as const,
  members: (tenantId: string) => [...tenantKeys.of(tenantId), 'members'] as const,
  invitations: (tenantId: string) => [...tenantKeys.of(tenantId), 'invitations'] as const,
  scopes: (tenantId: string, userId: string) => [...tenantKeys.of(tenantId), 'scopes', userId] as const,
};
