import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/** Per-tenant sign-in experience settings and the audit log. */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table sign_in_experiences (
      tenant_id text primary key references tenants (id) on delete cascade,
      settings jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table logs (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      key text not null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index logs__created_at on logs (tenant_id, created_at desc, id)`.execute(db);
  await sql`create index logs__key on logs (tenant_id, key, created_at desc)`.execute(db);
  await sql`create index logs__user_id on logs (tenant_id, (payload ->> 'userId'), created_at desc)`.execute(db);
  await sql`create index logs__application_id on logs (tenant_id, (payload ->> 'applicationId'), created_at desc)`.execute(
    db,
  );

  for (const table of ['sign_in_experiences', 'logs']) await enableTenantIsolation(db, table);
};
