import { tenantKey } from '../cache';

/** The dashboard's counts (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const dashboardKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'dashboard'] as const,
  total: (tenantId: string) => [...dashboardKeys.all(tenantId), 'total'] as const,
  new: (tenantId: string) => [...dashboardKeys.all(tenantId), 'new'] as const,
  active: (tenantId: string) => [...dashboardKeys.all(tenantId), 'active'] as const,
};
