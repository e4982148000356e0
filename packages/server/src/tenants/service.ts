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
  let domains: { map: Promise<Map<string, string>>; at: number } | undefined;

  bus.subscribe(({ topic }) => {
    if (topic === 'tenant') {
      known = undefined;
      domains = undefined;
    }
  });

  return {
    exists: async (id: string) => {
      if (!known || Date.now() - known.at > cacheTtlMs) {
        known = { ids: new Set(await queries.findIds()), at: Date.now() };
      }
      if (known.ids.has(id)) return true;
      // Not known a moment ago: one cheap lookup, so a tenant created on another instance is found at once
      // (while a flood of made-up ids costs one indexed query each, never a reload of the whole list).
      if (!(await queries.findById(id))) return false;
      known.ids.add(id);
      return true;
    },
    /** Host name → tenant id of every active custom domain, refreshed on change and every few seconds. */
    /**
     * Host name → tenant id of every active custom domain, refreshed on change and every few seconds.
     * Routing must not fail with the database: if a refresh fails, the last known map is used
     * (so `/api/status` can still answer 503, and cached tenants keep being served).
     */
    customDomains: async () => {
      if (!domains || Date.now() - domains.at > cacheTtlMs) {
        const previous = domains?.map ?? Promise.resolve(new Map<string, string>());
        const map = queries
          .findActiveCustomDomains()
          .then((rows) => new Map(rows.map((row) => [row.domain.toLowerCase(), row.tenantId])))
          // Kept for the usual few seconds, so an outage costs one failed query per interval, not one per request.
          .catch(() => previous);
        domains = { map, at: Date.now() };
      }
      return domains.map;
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
