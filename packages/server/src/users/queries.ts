import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import type { UserSearchField } from '@gatehouse/schemas/users';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db, Trx } from '../platform/db/database';
import { countAll, type Page } from '../platform/db/paging';
import type { DatabaseSchema, UserRow, UsersTable } from '../platform/db/schema';
import { escapeLike, searchPattern } from '../platform/db/search';
import type { SearchTerm, UserSearch } from './search';

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
  /** The user holding a social identity: `identities[target].userId` (GIN index users__identities). */
  findByIdentity: (trx: Trx, target: string, identityId: string) =>
    trx
      .selectFrom('users')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where(sql<boolean>`identities @> ${JSON.stringify({ [target]: { userId: identityId } })}::jsonb`)
      .executeTakeFirst(),
  /** Sets (or replaces) one social identity of a user. */
  setIdentity: (trx: Trx, id: string, target: string, identity: { userId: string; details: unknown }) =>
    trx
      .updateTable('users')
      .set({
        identities: sql`jsonb_set(identities, ${sql.val([target])}::text[], ${JSON.stringify(identity)}::jsonb)`,
        updatedAt: new Date(),
      })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute(),
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
  /** Sets the password of an account that has none; false when it has one by now. */
  setPasswordIfUnset: async (
    trx: Trx,
    id: string,
    password: { passwordEncrypted: string; passwordEncryptionMethod: string },
  ) => {
    const result = await trx
      .updateTable('users')
      .set({ ...password, updatedAt: new Date() })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('passwordEncrypted', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
  updateReturning: (trx: Trx, id: string, set: Updateable<UsersTable>) =>
    trx
      .updateTable('users')
      .set({ ...set, updatedAt: new Date() })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  deleteById: async (trx: Trx, id: string) =>
    Number(
      (await trx.deleteFrom('users').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst())
        .numDeletedRows,
    ),
  /**
   * Ends everything oidc-provider keeps for the account — sessions, grants, refresh tokens, codes —
   * so nothing issued before can be used again (indexed by migration 0007).
   */
  deleteOidcArtefacts: async (trx: Trx, userId: string) =>
    Number(
      (
        await trx
          .deleteFrom('oidcModelInstances')
          .where('tenantId', '=', tenantId)
          .where(sql<boolean>`payload ? 'accountId'`)
          .where(sql<string>`payload ->> 'accountId'`, '=', userId)
          .executeTakeFirst()
      ).numDeletedRows,
    ),
});

export type UserFilters = { search?: UserSearch; excludeRoleId?: string; excludeOrganizationId?: string };
type ListEb = ExpressionBuilder<DatabaseSchema & { u: UsersTable }, 'u'>;

const columnOfField = {
  id: 'u.id',
  username: 'u.username',
  primaryEmail: 'u.primaryEmail',
  primaryPhone: 'u.primaryPhone',
  name: 'u.name',
} as const satisfies Record<UserSearchField, string>;

/**
 * One value in one field. Case-insensitive matching is ILIKE (an exact case-insensitive match is
 * ILIKE with the wildcards escaped), so the trigram indexes of migration 0007 serve every mode but
 * the case-sensitive exact one, which the unique btrees serve.
 */
const matches = (
  eb: ListEb,
  field: UserSearchField,
  value: string,
  mode: SearchTerm['mode'],
  caseSensitive: boolean,
) => {
  const column = columnOfField[field];
  if (mode === 'exact') return caseSensitive ? eb(column, '=', value) : eb(column, 'ilike', escapeLike(value));
  return eb(column, caseSensitive ? 'like' : 'ilike', searchPattern(value));
};

/**
 * The management API's user list (Kysely only). It reads `users_in_tenant`, the view of migration
 * 0007, so that searches can use the trigram indexes; the view shows the current tenant's rows only.
 */
/** How many of the newest users a search is first tried on, to tell a pattern that matches nearly everyone. */
const denseSample = 1000;

export const createUserListQueries = (tenantId: string) => {
  /** The tenant's users, or only its `newest` users (newest first, from the created_at index). */
  const source = (trx: Trx, newest?: number) =>
    newest === undefined
      ? trx.selectFrom('usersInTenant as u')
      : // The window has the view's columns; typed as the view so that one filter serves both.
        (trx.selectFrom(
          trx
            .selectFrom('usersInTenant')
            .selectAll()
            .where('tenantId', '=', tenantId)
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .limit(newest)
            .as('u'),
        ) as unknown as ReturnType<typeof trx.selectFrom<'usersInTenant as u'>>); // a derived table typed as the view it stands for
  const filtered = (trx: Trx, { search, excludeRoleId, excludeOrganizationId }: UserFilters, newest?: number) => {
    let query = source(trx, newest).where('u.tenantId', '=', tenantId);
    if (search) {
      const { terms, joint, isCaseSensitive } = search;
      query = query.where((eb) => {
        const conditions = terms.map((term) =>
          eb.or(
            term.fields.flatMap((field) =>
              term.values.map((value) => matches(eb, field, value, term.mode, isCaseSensitive)),
            ),
          ),
        );
        return joint === 'and' ? eb.and(conditions) : eb.or(conditions);
      });
    }
    if (excludeRoleId) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('usersRoles as ur')
              .select('ur.userId')
              .whereRef('ur.tenantId', '=', 'u.tenantId')
              .whereRef('ur.userId', '=', 'u.id')
              .where('ur.roleId', '=', excludeRoleId),
          ),
        ),
      );
    }
    if (excludeOrganizationId) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('organizationUsers as ou')
              .select('ou.userId')
              .whereRef('ou.tenantId', '=', 'u.tenantId')
              .whereRef('ou.userId', '=', 'u.id')
              .where('ou.organizationId', '=', excludeOrganizationId),
          ),
        ),
      );
    }
    return query;
  };

  return {
    /**
     * A page newest first. The page's ids come first from the (tenant, created_at desc, id desc)
     * index alone — an index-only scan even for a deep offset — and only those rows are read.
     */
    findPage: (trx: Trx, filters: UserFilters, page: Page) => {
      const ids = filtered(trx, filters)
        .select(['u.id', 'u.createdAt'])
        .orderBy('u.createdAt', 'desc')
        .orderBy('u.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .as('p');
      return trx
        .selectFrom(ids)
        .innerJoin('usersInTenant as row', (join) => join.onRef('row.id', '=', 'p.id'))
        .selectAll('row')
        .where('row.tenantId', '=', tenantId)
        .orderBy('p.createdAt', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
    },
    /**
     * How many match, counting no further than `cap + 1` (so a million rows are not counted per page).
     * With a search it must run last in its transaction: it may make the planner collect the matches
     * from the trigram indexes (a bitmap scan). Left to itself the planner trusts its trigram estimate,
     * which overstates broad patterns six-fold, and reads the table with ILIKE on every row until it
     * has counted enough: 2 s at a million users for `%garcia%` (2 % of them), 40 ms this way.
     * A pattern that matches nearly everyone (`%example%`) would make that bitmap a million entries
     * long (230 ms), so the newest users are sampled first: when most of them match, counting among
     * the newest `denseWindow` reaches the cap after reading about as many rows (30 ms).
     */
    countUpTo: async (trx: Trx, filters: UserFilters, cap: number) => {
      const countOf = async (newest?: number) => {
        const limited = filtered(trx, filters, newest)
          .select(sql.lit(1).as('one'))
          .limit(cap + 1)
          .as('limited');
        const row = await trx.selectFrom(limited).select(countAll).executeTakeFirstOrThrow();
        return row.count;
      };
      if (!filters.search) return countOf();
      const denseWindow = 2 * cap;
      if ((await countOf(denseSample)) >= denseSample * 0.6) {
        const dense = await countOf(denseWindow);
        if (dense > cap) return dense;
      }
      await sql.raw('set local enable_seqscan = off; set local enable_indexscan = off').execute(trx);
      return countOf();
    },
  };
};
