import { generateId } from '@gatehouse/schemas/ids';
import type { scopeEvents } from '@gatehouse/schemas/logs';
import {
  type CreateResource,
  type CreateScope,
  isValidResourceIndicator,
  isValidScopeName,
  type PatchResource,
  type PatchScope,
  type Resource,
  type ResourceWithScopes,
  type Scope,
} from '@gatehouse/schemas/resources';
import type { Trx } from '../platform/db/database';
import { isUniqueViolation } from '../platform/db/errors';
import { toMs } from '../platform/db/json';
import type { Page } from '../platform/db/paging';
import type { ResourcesTable, ScopesTable } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { assertQuota } from '../quotas/public';
import { createRoleScopeEvents } from '../roles/public';
import { createResourceQueries } from './queries';

type ResourceRow = Omit<ResourcesTable, 'isDefault' | 'accessTokenTtl' | 'isBuiltIn' | 'createdAt'> & {
  isDefault: boolean;
  accessTokenTtl: number;
  isBuiltIn: boolean;
};
type ScopeRow = Omit<ScopesTable, 'createdAt'> & { createdAt: Date };

export const toResource = (row: ResourceRow): Resource => ({
  id: row.id,
  name: row.name,
  indicator: row.indicator,
  isDefault: row.isDefault,
  accessTokenTtl: row.accessTokenTtl,
  isReadOnly: row.isBuiltIn,
});

export const toScope = (row: ScopeRow): Scope => ({
  id: row.id,
  resourceId: row.resourceId,
  name: row.name,
  description: row.description,
  createdAt: toMs(row.createdAt),
});

/** Runs `work`, turning the unique violation it may hit (a race past our own check) into `code`. */
const uniquely = async <T>(work: () => Promise<T>, code: 'resource.indicator_in_use' | 'scope.name_in_use') => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(code);
    throw error;
  }
};

/**
 * API resources and their permissions (spec §3): unique indicator per tenant,
 * unique permission name per resource, one default resource; the management
 * API is listed but read-only. Every change drops the cached resource servers
 * (and the M2M scopes derived from them) on every instance; a permission's change emits its
 * `Scope.*` event in its transaction (platform/events.ts).
 */
export const createResourceService = ({ database, bus, events, config }: PlatformDeps, tenantId: string) => {
  const queries = createResourceQueries(tenantId);
  const roleScopes = createRoleScopeEvents(events, tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  /** A transaction whose commit drops the cached resources on every instance. */
  const changing = bus.changing(tenantId, 'resources');
  const emit = (
    trx: Trx,
    event: (typeof scopeEvents)[number],
    scope: { id: string; resourceId: string },
    data?: Scope,
  ) => events.emit(trx, { event, scopeId: scope.id, resourceId: scope.resourceId, ...(data && { data }) });

  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row) throw new ApiError('resource.not_found', { id });
    return row;
  };
  const findWritable = async (trx: Trx, id: string) => {
    const row = await findOrThrow(trx, id);
    assertThat(!row.isBuiltIn, 'resource.read_only');
    return row;
  };
  const findScopeOrThrow = async (trx: Trx, resourceId: string, scopeId: string) => {
    const row = await queries.findScope(trx, resourceId, scopeId);
    if (!row) throw new ApiError('scope.not_found', { id: scopeId });
    return row;
  };
  const assertScopeName = (name: string) => assertThat(isValidScopeName(name), 'scope.invalid_name');

  return {
    list: (search?: string, page?: Page) =>
      inTenant(async (trx) => {
        const [rows, total] = await Promise.all([
          queries.findAll(trx, search, page),
          page ? queries.count(trx, search) : Promise.resolve(undefined),
        ]);
        return { items: rows.map(toResource), total: total ?? rows.length };
      }),

    /** Like `list`, each resource with its permissions (one query for all of them). */
    listWithScopes: (search?: string, page?: Page) =>
      inTenant(async (trx) => {
        const [rows, total] = await Promise.all([
          queries.findAll(trx, search, page),
          page ? queries.count(trx, search) : Promise.resolve(undefined),
        ]);
        const scopes = await queries.findScopes(
          trx,
          rows.map((row) => row.id),
        );
        const items: ResourceWithScopes[] = rows.map((row) => ({
          ...toResource(row),
          scopes: scopes.filter((scope) => scope.resourceId === row.id).map(toScope),
        }));
        return { items, total: total ?? rows.length };
      }),

    get: (id: string) => inTenant(async (trx) => toResource(await findOrThrow(trx, id))),

    create: async (input: CreateResource) => {
      assertThat(isValidResourceIndicator(input.indicator), 'resource.invalid_indicator');
      const created = await uniquely(
        () =>
          changing(async (trx) => {
            if (await queries.findByIndicator(trx, input.indicator)) throw new ApiError('resource.indicator_in_use');
            await assertQuota(config, trx, tenantId, 'resourcesLimit');
            return queries.insert(trx, {
              id: generateId(),
              name: input.name,
              indicator: input.indicator,
              ...(input.accessTokenTtl === undefined ? {} : { accessTokenTtl: input.accessTokenTtl }),
            });
          }),
        'resource.indicator_in_use',
      );
      return toResource(created);
    },

    patch: async (id: string, input: PatchResource) => {
      const updated = await changing(async (trx) => {
        await findWritable(trx, id);
        return queries.update(trx, id, input);
      });
      return toResource(updated);
    },

    /** Makes this the tenant's default resource (tokens without `resource` are for it), or no longer. */
    setDefault: async (id: string, isDefault: boolean) => {
      const updated = await changing(async (trx) => {
        await findWritable(trx, id);
        if (isDefault) await queries.clearDefault(trx);
        return queries.update(trx, id, { isDefault });
      });
      return toResource(updated);
    },

    /** Deletes the resource with its permissions (each reported deleted); roles lose them in the same transaction (each reported). */
    delete: async (id: string) => {
      await changing(async (trx) => {
        await findWritable(trx, id);
        const scopes = await queries.findScopes(trx, [id]);
        const holders = await roleScopes.holders(
          trx,
          scopes.map((scope) => scope.id),
        );
        await queries.delete(trx, id);
        for (const scope of scopes) await emit(trx, 'Scope.Deleted', scope);
        await roleScopes.updated(trx, holders);
      });
    },

    listScopes: (resourceId: string, search?: string, page?: Page) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, resourceId);
        const [rows, total] = await Promise.all([
          queries.findScopesOf(trx, resourceId, search, page),
          page ? queries.countScopesOf(trx, resourceId, search) : Promise.resolve(undefined),
        ]);
        return { items: rows.map(toScope), total: total ?? rows.length };
      }),

    createScope: async (resourceId: string, input: CreateScope) => {
      assertScopeName(input.name);
      const created = await uniquely(
        () =>
          changing(async (trx) => {
            await findWritable(trx, resourceId);
            if (await queries.findScopeByName(trx, resourceId, input.name)) throw new ApiError('scope.name_in_use');
            await assertQuota(config, trx, tenantId, 'scopesPerResourceLimit', { resourceId });
            const row = await queries.insertScope(trx, {
              id: generateId(),
              resourceId,
              name: input.name,
              description: input.description ?? null,
            });
            await emit(trx, 'Scope.Created', row, toScope(row));
            return row;
          }),
        'scope.name_in_use',
      );
      return toScope(created);
    },

    patchScope: async (resourceId: string, scopeId: string, input: PatchScope) => {
      if (input.name !== undefined) assertScopeName(input.name);
      const updated = await uniquely(
        () =>
          changing(async (trx) => {
            await findWritable(trx, resourceId);
            await findScopeOrThrow(trx, resourceId, scopeId);
            if (input.name !== undefined) {
              const other = await queries.findScopeByName(trx, resourceId, input.name);
              if (other && other.id !== scopeId) throw new ApiError('scope.name_in_use');
            }
            const row = await queries.updateScope(trx, scopeId, input);
            await emit(trx, 'Scope.Data.Updated', row, toScope(row));
            return row;
          }),
        'scope.name_in_use',
      );
      return toScope(updated);
    },

    /** Deletes a permission; the roles that held it lose it in the same transaction (each reported). */
    deleteScope: async (resourceId: string, scopeId: string) => {
      await changing(async (trx) => {
        await findWritable(trx, resourceId);
        const scope = await findScopeOrThrow(trx, resourceId, scopeId);
        const holders = await roleScopes.holders(trx, [scopeId]);
        await queries.deleteScope(trx, scopeId);
        await emit(trx, 'Scope.Deleted', scope);
        await roleScopes.updated(trx, holders);
      });
    },
  };
};

export type ResourceService = ReturnType<typeof createResourceService>;
