import { type Kysely, sql } from 'kysely';

/**
 * Counters of rate-limiter-flexible's Postgres store (its own column layout),
 * shared by every instance. Keys name the tenant, so the table is not
 * tenant-owned and only the owner connection touches it.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    )`.execute(db);
  await sql`create index rate_limits__expire on rate_limits (expire)`.execute(db);
};
