import { generateId } from '@gatehouse/schemas/ids';
import type { Trx } from '../platform/db/database';

/**
 * What other capabilities may do with roles (the roles capability owns `roles`, `roles_scopes`,
 * `users_roles` and `applications_roles`): read roles, and assign them to users and applications,
 * inside the caller's transaction.
 *
 * @example
 * await roleAssignments(tenantId).insertUserRoles(trx, userId, roleIds);
 */
export { createRoleAssignmentQueries as roleAssignments } from './queries.assignments';
/** `Role.Scopes.Updated` for the roles that lose a permission another capability deletes. */
export { createRoleScopeEvents } from './scope-events';

/**
 * Creates a built-in role (unless one has the name) and grants it `scopeId` (provisioning, app/seed.ts).
 */
export const insertBuiltInRole = async (
  trx: Trx,
  tenantId: string,
  role: { name: string; description: string; type: 'User' | 'MachineToMachine'; isDefault?: boolean },
  scopeId: string,
) => {
  await trx
    .insertInto('roles')
    .values({ tenantId, id: generateId(), ...role, isBuiltIn: true })
    .onConflict((oc) => oc.columns(['tenantId', 'name']).doNothing())
    .execute();
  const saved = await trx
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('name', '=', role.name)
    .executeTakeFirstOrThrow();
  await trx.insertInto('rolesScopes').values({ tenantId, roleId: saved.id, scopeId }).execute();
};
