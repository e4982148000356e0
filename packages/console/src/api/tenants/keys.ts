/**
 * The console user's tenants, the invitations addressed to them, and per tenant its members,
 * invitations and the user's scopes there (cloud API on the admin endpoint). Not under
 * `tenantKey`: these belong to the console account, like `me`, so switching tenants keeps them
 * (spec §4). (The layout of api/<entity>/ is described in api/roles/keys.ts.)
 */
export const tenantKeys = {
  all: () => ['tenants'] as const,
  list: () => [...tenantKeys.all(), 'list'] as const,
  myInvitations: () => [...tenantKeys.all(), 'my-invitations'] as const,
  myInvitation: (id: string) => [...tenantKeys.myInvitations(), id] as const,
  of: (tenantId: string) => [...tenantKeys.all(), 'of', tenantId] as const,
  members: (tenantId: string) => [...tenantKeys.of(tenantId), 'members'] as const,
  invitations: (tenantId: string) => [...tenantKeys.of(tenantId), 'invitations'] as const,
  scopes: (tenantId: string, userId: string) => [...tenantKeys.of(tenantId), 'scopes', userId] as const,
};
