import { tenantKey } from '../cache';

/** The tenant's account center settings (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const accountCenterKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'account-center'] as const,
};
