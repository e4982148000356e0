import type { RoleScope } from '@gatehouse/schemas/roles';
import type { Trx } from '../platform/db/database';
import { toMs } from '../platform/db/json';
import type { EventOutbox } from '../platform/events';
import { createRoleAdminQueries } from './queries';

type RoleScopeRow = Awaited<ReturnType<ReturnType<typeof createRoleAdminQueries>['findScopes']>>[number];

/** A role's permission as the API shows it, with its resource. */
export const toRoleScope = (row: RoleScopeRow): RoleScope => ({
  id: row.id,
  resourceId: row.resourceId,
  name: row.name,
  description: row.description,
  createdAt: toMs(row.createdAt),
  resource: {
    id: row.resourceId,
    name: row.resourceName,
    indicator: row.resourceIndicator,
    isDefault: row.resourceIsDefault,
    accessTokenTtl: row.resourceAccessTokenTtl,
    isReadOnly: row.resourceIsBuiltIn,
  },
});

/**
 * `Role.Scopes.Updated` (spec §9): emitted in the transaction of the change with the role's
 * permissions after it, whether the role's permissions were edited or a permission it held was
 * deleted with its resource or on its own.
 *
 * @example
 * const holders = await roleScopes.holders(trx, [scopeId]); // before the delete
 * await roleScopes.updated(trx, holders); // after it
 */
export const createRoleScopeEvents = (events: EventOutbox, tenantId: string) => {
  const queries = createRoleAdminQueries(tenantId);
  return {
    /** The roles holding any of `scopeIds` (ask before deleting them). */
    holders: (trx: Trx, scopeIds: string[]) => queries.findRoleIdsHoldingScopes(trx, scopeIds),
    /** Emits each role's `Role.Scopes.Updated` with its permissions now. */
    updated: async (trx: Trx, roleIds: string[]) => {
      for (const roleId of roleIds) {
        const data = (await queries.findScopes(trx, roleId)).map(toRoleScope);
        await events.emit(trx, { event: 'Role.Scopes.Updated', roleId, data });
      }
    },
  };
};
