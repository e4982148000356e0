import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * "Test connection" of enterprise SSO connectors (issue 21).
 *
 * - `sso_connection_tests`: a one-time test sign-in through a connector, started by the console.
 *   Its unguessable id names it in the popup's URL and in the console's polling; its `state` marks
 *   the provider's answer as a test (the callback then signs no one in). `status` goes pending →
 *   started (the popup opened it, once) → succeeded (with the mapped profile and the claims) or
 *   failed (with the refusal's code). Forgotten when it expires.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table sso_connection_tests (
      tenant_id text not null,
      id text not null,
      sso_connector_id text not null,
      state text not null,
      status text not null default 'pending',
      flow jsonb,
      result jsonb,
      error jsonb,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (tenant_id, id),
      unique (tenant_id, state),
      foreign key (tenant_id, sso_connector_id) references sso_connectors (tenant_id, id) on delete cascade,
      check (status in ('pending', 'started', 'succeeded', 'failed'))
    )`.execute(db);
  await sql`create index sso_connection_tests__expiry on sso_connection_tests (tenant_id, expires_at)`.execute(db);
  await enableTenantIsolation(db, 'sso_connection_tests');
};
