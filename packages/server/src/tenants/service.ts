import type { Tenant } from '@gatehouse/schemas/tenants';
import type { PlatformDeps } from '../platform/deps';
import { LruMap } from '../platform/lru';
import { createTenantQueries } from './queries';

const cacheTtlMs = 5000;
/** Tenant ids remembered as existing. */
const knownLimit = 20_000;

/**
 * Which tenants exist, cached briefly per instance and dropped on a `tenant`
 * invalidation, so request routing does not query for every request.
 */
export const createTenantService = ({ database, bus }: Pick<PlatformDeps, 'database' | 'bus'>) => {
  const queries = createTenantQueries(database.system);
  // Tenants found a moment ago, bounded (platform/lru.ts): routing never loads the whole tenant list.
  const known = new LruMap<string, number>(knownLimit);
  let domains: { map: Promise<Map<string, string>>; at: number; ready?: Map<string, string> } | undefined;
  const isKnown = (id: string) => {
    const at = known.get(id);
    return at !== undefined && Date.now() - at <= cacheTtlMs;
  };

  bus.subscribe(({ topic }) => {
    if (topic === 'tenant') {
      known.clear();
      domains = undefined;
    }
  });

  return {
    /** Whether the tenant was found a moment ago, without waiting: the request path's fast answer (else `exists`). */
    existsNow: isKnown,
    exists: async (id: string) => {
      if (isKnown(id)) return true;
      // Not known a moment ago: one indexed lookup, so a tenant created on another instance is found at
      // once, a deleted one is gone within the interval, and a flood of made-up ids costs one query each.
      if (!(await queries.findById(id))) {
        known.delete(id);
        return false;
      }
      known.set(id, Date.now());
      return true;
    },
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
        const entry: NonNullable<typeof domains> = { map, at: Date.now() };
        map.then((ready) => {
          entry.ready = ready;
        });
        domains = entry;
      }
      return domains.map;
    },
    /** The custom domains when a fresh copy is at hand, without waiting (else `customDomains`). */
    customDomainsNow: (): ReadonlyMap<string, string> | undefined =>
      domains && Date.now() - domains.at <= cacheTtlMs ? domains.ready : undefined,
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
