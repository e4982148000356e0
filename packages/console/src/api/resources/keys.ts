import { tenantKey } from '../cache';

/** API resources and their permissions (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const resourceKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'resources'] as const,
  list: (tenantId: string, search: string, page: number) =>
    [...resourceKeys.all(tenantId), 'list', { search, page }] as const,
  detail: (tenantId: string, id: string) => [...resourceKeys.all(tenantId), 'detail', id] as const,
  scopes: (tenantId: string, id: string, search: string, page: number) =>
    [...resourceKeys.detail(tenantId, id), 'scopes', { search, page }] as const,
  /** Every resource with its permissions (what a role can be given). */
  withScopes: (tenantId: string) => [...resourceKeys.all(tenantId), 'with-scopes'] as const,
};
