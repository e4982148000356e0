import { type Kysely, sql } from 'kysely';

/**
 * Counters of credential attempts (platform/attempt-limits.ts), shared by every instance. A key
 * (`client-auth:default:203.0.113.7`) holds the failures of its window, the judgments leased to
 * instances and not yet settled, and the end of a block. Times are epoch milliseconds from the
 * database's clock, so every instance agrees on them. Keys name the tenant, so the table is not
 * tenant-owned and only the owner connection touches it.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table attempt_limits (
      key varchar(255) primary key,
      failures integer not null default 0,
      leased integer not null default 0,
      window_ends bigint not null,
      blocked_until bigint
    )`.execute(db);
  await sql`create index attempt_limits__window_ends on attempt_limits (window_ends)`.execute(db);
};
