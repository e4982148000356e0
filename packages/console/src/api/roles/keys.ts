import { tenantKey } from '../cache';

/*
 * The layout of every api/<entity>/ folder (CONVENTIONS 12):
 *   keys.ts       the entity's query keys, under the tenant's (switching tenants refetches them);
 *                 everything about one entity sits under its `detail` key, so a delete forgets it in one go
 *   queries.ts    one `queryOptions` factory per read (usable for prefetching) and its thin `useX` hook
 *   mutations.ts  one hook per write, each with its own cache updates
 */

export const roleKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'roles'] as const,
  list: (tenantId: string, search: string, page: number) =>
    [...roleKeys.all(tenantId), 'list', { search, page }] as const,
  detail: (tenantId: string, id: string) => [...roleKeys.all(tenantId), 'detail', id] as const,
  scopes: (tenantId: string, id: string) => [...roleKeys.detail(tenantId, id), 'scopes'] as const,
  members: (tenantId: string, id: string, kind: 'users' | 'applications', page: number) =>
    [...roleKeys.detail(tenantId, id), kind, { page }] as const,
  /** Machine-to-machine applications that do not hold the role yet. */
  applicationCandidates: (tenantId: string, id: string) =>
    [...roleKeys.detail(tenantId, id), 'application-candidates'] as const,
};
