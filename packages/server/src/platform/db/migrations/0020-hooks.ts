import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Webhooks (spec §3, §9) and their deliveries, fed by the event outbox (platform/events.ts).
 *
 * - `hooks`: a tenant's webhooks; `signing_key` is sealed by the secret box (platform/secrets.ts).
 * - `hook_deliveries`: one row per event and hook, written in the outbox's delivering transaction
 *   (so an event reaches every hook that matched it, or none yet). A worker leases due rows with
 *   `FOR UPDATE SKIP LOCKED` (`lease_until`): a lease a crash left behind runs out and the row is
 *   tried again, so delivery is at least once. `payload` is the exact body sent, replays included.
 * - `hook_attempts`: every attempt (request, response status, body excerpt, duration), the
 *   console's recent requests.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table hooks (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      name text not null,
      events jsonb not null,
      url text not null,
      headers jsonb not null default '{}',
      retries integer not null check (retries between 0 and 3),
      enabled boolean not null default true,
      signing_key text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);

  await sql`
    create table hook_deliveries (
      tenant_id text not null,
      id text not null,
      hook_id text not null,
      event text not null,
      payload jsonb not null,
      status text not null default 'Pending' check (status in ('Pending', 'Success', 'Failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      lease_until timestamptz,
      replay_of text,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, hook_id) references hooks (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index hook_deliveries__due on hook_deliveries (next_attempt_at) where status = 'Pending'`.execute(
    db,
  );
  await sql`create index hook_deliveries__hook on hook_deliveries (tenant_id, hook_id)`.execute(db);

  await sql`
    create table hook_attempts (
      tenant_id text not null,
      id text not null,
      hook_id text not null,
      delivery_id text not null,
      attempt integer not null,
      url text not null,
      response_status integer,
      response_body text,
      error text,
      duration_ms integer not null,
      success boolean not null,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, delivery_id) references hook_deliveries (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index hook_attempts__hook on hook_attempts (tenant_id, hook_id, created_at desc)`.execute(db);

  for (const table of ['hooks', 'hook_deliveries', 'hook_attempts']) await enableTenantIsolation(db, table);
};
