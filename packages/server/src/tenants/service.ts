import type { Tenant } from '@gatehouse/schemas/tenants';
import type { PlatformDeps } from '../platform/deps';
import { createTenantQueries } from './queries';

const cacheTtlMs = 5000;

/**
 * Which tenants exist, cached briefly per instance and dropped on a `tenant`
 * invalidation, so request routing does not query for every request.
 */
export const createTenantService = ({ database, bus }: Pick<PlatformDeps, 'database' | 'bus'>) => {
  const queries = createTenantQueries(database.system);
  let known: { ids: Set<string>; at: number } | undefined;

  bus.subscribe(({ topic }) => {
    if (topic === 'tenant') known = undefined;
  });

  return {
    exists: async (id: string) => {
      if (!known || Date.now() - known.at > cacheTtlMs || !known.ids.has(id)) {
        known = { ids: new Set(await queries.findIds()), at: Date.now() };
      }
      return known.ids.has(id);
    },
    list: async (): Promise<Tenant[]> =>
      (await queries.findAll()).map((row) => ({
        id: row.id,
        name: row.name,
        tag: row.tag,
        regionName: row.regionName,
        isSuspended: row.isSuspended,
        createdAt: row.createdAt.getTime(),
      })),
  };
};

export type TenantService = ReturnType<typeof createTenantService>;
