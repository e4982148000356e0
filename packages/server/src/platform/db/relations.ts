import type { Insertable } from 'kysely';
import type { Trx } from './database';
import type { DatabaseSchema } from './schema';

/**
 * Adds rows to a relation table (a user's roles, an organization's members, …). A row that is
 * already there stays as it is, so assigning twice is harmless; nothing to add sends no query.
 *
 * @example
 * await addRelations(trx, 'usersRoles', roleIds.map((roleId) => ({ tenantId, userId, roleId })));
 */
export const addRelations = async <T extends keyof DatabaseSchema & string>(
  trx: Trx,
  table: T,
  rows: Insertable<DatabaseSchema[T]>[],
): Promise<void> => {
  if (rows.length === 0) return;
  await trx
    .insertInto(table)
    .values(rows as never) // Kysely cannot relate a generic table to its row type; `rows` is typed by `T` above
    .onConflict((oc) => oc.doNothing())
    .execute();
};
