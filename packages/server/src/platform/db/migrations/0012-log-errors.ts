import { type Kysely, sql } from 'kysely';

/**
 * Failed steps are few among many successes: listing them (`GET /api/logs?result=Error`, newest
 * first, with its count) through logs__created_at would read every record of the tenant. A partial
 * index holds only the failures. `result=Success` stays on logs__created_at, where nearly every
 * row matches.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create index logs__errors on logs (tenant_id, created_at desc, id) where payload ->> 'result' = 'Error'`.execute(
    db,
  );
};
