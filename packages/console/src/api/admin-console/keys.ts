import { tenantKey } from '../cache';

/** The console's per-tenant settings (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const adminConsoleKeys = {
  detail: (tenantId: string) => [...tenantKey(tenantId), 'admin-console', 'detail'] as const,
};
