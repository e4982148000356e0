import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Custom phrases (spec §3 "custom phrase: languageTag, translation"; issue 17): a tenant's own text
 * for the sign-in pages, one row per language tag, laid over the built-in text when the pages load.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table custom_phrases (
      tenant_id text not null references tenants (id) on delete cascade,
      language_tag text not null,
      translation jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, language_tag)
    )`.execute(db);
  await enableTenantIsolation(db, 'custom_phrases');
};
