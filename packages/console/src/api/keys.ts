/**
 * Query keys (CONVENTIONS 12). Tenant data keys start with the tenant id, so
 * switching tenants refetches them; `me` and well-known data do not depend on
 * the tenant (spec §4).
 */
export const queryKeys = {
  me: () => ['me'] as const,
  releaseInfo: () => ['release-info'] as const,
  tenant: (tenantId: string) => ['tenant', tenantId] as const,
};
