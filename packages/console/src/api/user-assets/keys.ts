import { tenantKey } from '../cache';

/** The tenant's upload service (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const userAssetKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'user-assets'] as const,
  serviceStatus: (tenantId: string) => [...userAssetKeys.all(tenantId), 'service-status'] as const,
};
