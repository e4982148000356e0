import { generateId } from '@gatehouse/schemas/ids';
import type { roleEvents } from '@gatehouse/schemas/logs';
import type { CreateRole, PatchRole, Role, RoleScope } from '@gatehouse/schemas/roles';
import { findApplicationTypes } from '../applications/public';
import type { Trx } from '../platform/db/database';
import { isUniqueViolation } from '../platform/db/errors';
import type { Page } from '../platform/db/paging';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { assertQuota } from '../quotas/public';
import { createRoleAdminQueries, type RoleFilters } from './queries';
import { createRoleAssignmentQueries } from './queries.assignments';
import { createRoleScopeEvents, toRoleScope } from './scope-events';

type RoleRow = {
  id: string;
  name: string;
  description: string;
  type: 'User' | 'MachineToMachine';
  isDefault: boolean;
  isBuiltIn: boolean;
};

export const toRole = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  isDefault: row.isDefault,
  isReadOnly: row.isBuiltIn,
});

/**
 * Roles (RBAC, spec §3): a type fixed at creation, unique names, permissions
 * across resources, User roles for users (default ones for every new user),
 * machine-to-machine roles for M2M applications. The management access role
 * is assignable but read-only. Every change drops cached token scopes on
 * every instance and emits its `Role.*` event in its transaction (platform/events.ts).
 */
export const createRoleService = ({ database, bus, events, config }: PlatformDeps, tenantId: string) => {
  const queries = createRoleAdminQueries(tenantId);
  const assignments = createRoleAssignmentQueries(tenantId);
  const roleScopes = createRoleScopeEvents(events, tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  /** A transaction whose commit drops the cached resources on every instance. */
  const changing = bus.changing(tenantId, 'resources');
  /** Machine-to-machine role assignments are cached with the applications. */
  const changingApplications = bus.changing(tenantId, 'applications');
  /** Emits the data event of a change in its transaction. */
  const emit = (trx: Trx, event: (typeof roleEvents)[number], roleId: string, data?: Role) =>
    events.emit(trx, { event, roleId, ...(data && { data }) });

  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row) throw new ApiError('role.not_found', { id });
    return row;
  };
  const findWritable = async (trx: Trx, id: string) => {
    const row = await findOrThrow(trx, id);
    assertThat(!row.isBuiltIn, 'role.read_only');
    return row;
  };
  const assertScopesExist = async (trx: Trx, scopeIds: string[]) => {
    const unique = [...new Set(scopeIds)];
    if (unique.length === 0) return unique;
    if ((await queries.countExistingScopes(trx, unique)) !== unique.length) throw new ApiError('scope.not_found');
    return unique;
  };
  const uniqueName = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('role.name_in_use');
      throw error;
    }
  };

  return {
    list: (filters: RoleFilters, page?: Page) =>
      inTenant(async (trx) => {
        const [rows, total] = await Promise.all([
          queries.findAll(trx, filters, page),
          page ? queries.count(trx, filters) : Promise.resolve(undefined),
        ]);
        return { items: rows.map(toRole), total: total ?? rows.length };
      }),

    get: (id: string) => inTenant(async (trx) => toRole(await findOrThrow(trx, id))),

    create: async (input: CreateRole) => {
      const type = input.type ?? 'User';
      assertThat(!(input.isDefault && type !== 'User'), 'role.type_mismatch');
      const created = await uniqueName(() =>
        changing(async (trx) => {
          if (await queries.findByName(trx, input.name)) throw new ApiError('role.name_in_use');
          const scopeIds = await assertScopesExist(trx, input.scopeIds ?? []);
          await assertQuota(config, trx, tenantId, type === 'User' ? 'userRolesLimit' : 'machineToMachineRolesLimit');
          const row = await queries.insert(trx, {
            id: generateId(),
            name: input.name,
            description: input.description ?? '',
            type,
            isDefault: input.isDefault ?? false,
          });
          if (scopeIds.length > 0) await queries.insertScopes(trx, row.id, scopeIds);
          await emit(trx, 'Role.Created', row.id, toRole(row));
          return row;
        }),
      );
      return toRole(created);
    },

    patch: async (id: string, input: PatchRole) => {
      const updated = await uniqueName(() =>
        changing(async (trx) => {
          const row = await findWritable(trx, id);
          assertThat(!(input.isDefault && row.type !== 'User'), 'role.type_mismatch');
          if (input.name !== undefined) {
            const other = await queries.findByName(trx, input.name);
            if (other && other.id !== id) throw new ApiError('role.name_in_use');
          }
          const updated = await queries.update(trx, id, input);
          await emit(trx, 'Role.Data.Updated', id, toRole(updated));
          return updated;
        }),
      );
      return toRole(updated);
    },

    /** Deletes the role; users and applications lose it in the same transaction. */
    delete: async (id: string) => {
      await changing(async (trx) => {
        await findWritable(trx, id);
        await queries.delete(trx, id);
        await emit(trx, 'Role.Deleted', id);
      });
    },

    listScopes: (id: string, search?: string) =>
      inTenant(async (trx): Promise<RoleScope[]> => {
        await findOrThrow(trx, id);
        const rows = await queries.findScopes(trx, id, search);
        return rows.map(toRoleScope);
      }),

    assignScopes: async (id: string, scopeIds: string[]) => {
      await changing(async (trx) => {
        await findWritable(trx, id);
        const adding = await assertScopesExist(trx, scopeIds);
        const current = new Set((await queries.findScopes(trx, id)).map((scope) => scope.id));
        const added = new Set(adding.filter((scopeId) => !current.has(scopeId))).size;
        await assertQuota(config, trx, tenantId, 'scopesPerRoleLimit', { roleId: id, adding: added });
        await queries.insertScopes(trx, id, adding);
        await roleScopes.updated(trx, [id]);
      });
    },

    removeScope: async (id: string, scopeId: string) => {
      await changing(async (trx) => {
        await findWritable(trx, id);
        if ((await queries.deleteScope(trx, id, scopeId)) === 0) throw new ApiError('scope.not_found', { id: scopeId });
        await roleScopes.updated(trx, [id]);
      });
    },

    listUsers: (id: string, page?: Page) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, id);
        const [items, total] = await Promise.all([queries.findUsers(trx, id, page), queries.countUsers(trx, id)]);
        return { items, total };
      }),

    assignUsers: async (id: string, userIds: string[]) => {
      await inTenant(async (trx) => {
        const role = await findOrThrow(trx, id);
        assertThat(role.type === 'User', 'role.type_mismatch');
        const unique = [...new Set(userIds)];
        if ((await queries.countExistingUsers(trx, unique)) !== unique.length) throw new ApiError('user.not_found');
        await queries.insertUsers(trx, id, unique);
      });
    },

    removeUser: async (id: string, userId: string) => {
      await inTenant(async (trx) => {
        await findOrThrow(trx, id);
        if ((await queries.deleteUser(trx, id, userId)) === 0) throw new ApiError('user.not_found', { id: userId });
      });
    },

    listApplications: (id: string, page?: Page) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, id);
        const [items, total] = await Promise.all([
          queries.findApplications(trx, id, page),
          queries.countApplications(trx, id),
        ]);
        return { items, total };
      }),

    assignApplications: async (id: string, applicationIds: string[]) => {
      await changingApplications(async (trx) => {
        const role = await findOrThrow(trx, id);
        assertThat(role.type === 'MachineToMachine', 'role.type_mismatch');
        const unique = [...new Set(applicationIds)];
        const found = await findApplicationTypes(trx, tenantId, unique);
        if (found.length !== unique.length) throw new ApiError('application.not_found');
        assertThat(
          found.every((app) => app.type === 'MachineToMachine'),
          'application.role_type_mismatch',
        );
        await assignments.insertRoleApplications(trx, id, unique);
      });
    },

    removeApplication: async (id: string, applicationId: string) => {
      await changingApplications(async (trx) => {
        await findOrThrow(trx, id);
        if ((await assignments.deleteApplicationRole(trx, applicationId, id)) === 0) {
          throw new ApiError('application.not_found', { id: applicationId });
        }
      });
    },
  };
};
