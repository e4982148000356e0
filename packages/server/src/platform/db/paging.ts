import { sql } from 'kysely';

/** A page of a list as queries take it (platform/http/pagination.ts reads it from the request). */
export type Page = { limit: number; offset: number };

/**
 * `count(*)` as an int column `count`, for `.select(countAll)`: PostgreSQL counts in bigint,
 * which `pg` hands over as a string.
 *
 * @example
 * const { count } = await query.select(countAll).executeTakeFirstOrThrow();
 */
export const countAll = sql<number>`count(*)::int`.as('count');
