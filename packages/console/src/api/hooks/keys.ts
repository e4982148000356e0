import { tenantKey } from '../cache';

export const hookKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'hooks'] as const,
  list: (tenantId: string) => [...hookKeys.all(tenantId), 'list'] as const,
  detail: (tenantId: string, id: string) => [...hookKeys.all(tenantId), 'detail', id] as const,
  logs: (tenantId: string, id: string, filters: HookLogFilters, page: number) =>
    [...hookKeys.detail(tenantId, id), 'logs', { ...filters, page }] as const,
  log: (tenantId: string, id: string, logId: string) => [...hookKeys.detail(tenantId, id), 'log', logId] as const,
};

export type HookLogFilters = { result?: 'Success' | 'Error'; event?: string };
