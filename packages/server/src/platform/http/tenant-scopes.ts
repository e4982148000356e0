import type { TenantPermission } from '@gatehouse/schemas/tenants';

/**
 * The tenant permission (spec §6) a console user's call to a tenant's management API needs, by
 * method: reading needs `read:data`, deleting `delete:data`, any other change `write:data`.
 */
export const dataScopeOf = (method: string): TenantPermission => {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD' || upper === 'OPTIONS') return 'read:data';
  if (upper === 'DELETE') return 'delete:data';
  return 'write:data';
};

/** A console user's tenant permissions in a tenant (none for a non-member), from the composition root. */
export type ConsoleScopes = (tenantId: string, userId: string) => Promise<string[]>;
