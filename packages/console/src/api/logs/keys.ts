import { tenantKey } from '../cache';

/** The audit log (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const logKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'logs'] as const,
  list: (tenantId: string, filters: Record<string, string>, page: number) =>
    [...logKeys.all(tenantId), 'list', { ...filters, page }] as const,
  detail: (tenantId: string, id: string) => [...logKeys.all(tenantId), 'detail', id] as const,
};
