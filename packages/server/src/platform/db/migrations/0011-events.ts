import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * The event outbox (platform/events.ts): a data-change event is written here in the transaction of
 * the change it reports, and delivered afterwards (for now as an audit record; webhooks later).
 * `delivered_at` is null until then; the partial index finds what is pending without scanning
 * what was delivered.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table events (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      event text not null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      delivered_at timestamptz,
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index events__pending on events (created_at) where delivered_at is null`.execute(db);
  await enableTenantIsolation(db, 'events');
};
