import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Trx } from '../platform/db/database';
import type { UserRow, UsersTable } from '../platform/db/schema';

const columnOf = { username: 'username', email: 'primaryEmail', phone: 'primaryPhone' } as const;
const snakeColumnOf = { id: 'id', username: 'username', email: 'primary_email', phone: 'primary_phone' } as const;

/**
 * A user by id or identifier in one round trip, outside any transaction
 * (migration 0005 scopes the lookup to the tenant under row-level security).
 */
export const findUserScoped = async (db: Db, tenantId: string, field: IdentifierType | 'id', value: string) => {
  const { rows } =
    await sql<UserRow>`select * from gatehouse_user_find(${tenantId}, ${snakeColumnOf[field]}, ${value})`.execute(db);
  return rows[0];
};

/** Stamps `last_sign_in_at` in one round trip (migration 0006). */
export const recordSignIn = async (db: Db, tenantId: string, userId: string) => {
  await sql`select gatehouse_user_signed_in(${tenantId}, ${userId})`.execute(db);
};

export const createUserQueries = (tenantId: string) => ({
  findById: (trx: Trx, id: string) =>
    trx.selectFrom('users').selectAll().where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  /** Identifiers are stored normalized (see normalizeIdentifier), so this is an exact, indexed match. */
  findByIdentifier: (trx: Trx, type: IdentifierType, value: string) =>
    trx
      .selectFrom('users')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where(columnOf[type], '=', value)
      .executeTakeFirst(),
  existsByIdentifier: async (trx: Trx, type: IdentifierType, value: string) =>
    Boolean(
      await trx
        .selectFrom('users')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where(columnOf[type], '=', value)
        .executeTakeFirst(),
    ),
  count: async (trx: Trx) =>
    Number(
      (
        await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('tenantId', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).count,
    ),
  insert: (trx: Trx, row: Omit<Insertable<UsersTable>, 'tenantId'>) =>
    trx
      .insertInto('users')
      .values({ tenantId, ...row })
      .execute(),
  updateById: (trx: Trx, id: string, set: Updateable<UsersTable>) =>
    trx
      .updateTable('users')
      .set({ ...set, updatedAt: new Date() })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute(),
  insertRoles: (trx: Trx, userId: string, roleIds: string[]) =>
    roleIds.length === 0
      ? Promise.resolve()
      : trx
          .insertInto('usersRoles')
          .values(roleIds.map((roleId) => ({ tenantId, userId, roleId })))
          .onConflict((oc) => oc.doNothing())
          .execute()
          .then(() => undefined),
  findDefaultRoleIds: async (trx: Trx) =>
    (
      await trx
        .selectFrom('roles')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('isDefault', '=', true)
        .where('type', '=', 'User')
        .execute()
    ).map((row) => row.id),
  findRoleIdByName: async (trx: Trx, name: string) =>
    (
      await trx
        .selectFrom('roles')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('name', '=', name)
        .executeTakeFirst()
    )?.id,
});
