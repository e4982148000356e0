import { type Kysely, sql } from 'kysely';

/**
 * Facts about the installation as a whole, by name (not tenant-owned; only the owner connection
 * touches it). First use: the fingerprint of what the last seed was made from, so a start whose
 * inputs did not change skips the seed (app/seed.ts seedIfChanged).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table system_state (
      name text primary key,
      value text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
};
