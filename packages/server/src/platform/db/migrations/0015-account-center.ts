import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * The account center (spec §3) and the Account API's verification records (peer-interfaces §3.3).
 *
 * - `account_centers`: one row per tenant — whether end users may use `/api/my-account`, and per
 *   field `Off`, `ReadOnly` or `Edit`. A tenant without a row has the defaults (off, all fields off).
 * - `account_verification_records`: what an end user proved, for a few minutes: their password
 *   (`password`), or a code received at an address (`code`, verified once the code is checked). A
 *   record belongs to one user and goes with them; one that put a new address on the account is
 *   used up (`consumed_at`).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table account_centers (
      tenant_id text primary key references tenants (id) on delete cascade,
      enabled boolean not null default false,
      fields jsonb not null default '{}',
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table account_verification_records (
      tenant_id text not null,
      id text not null,
      user_id text not null,
      kind text not null check (kind in ('password', 'code')),
      identifier_type text check (identifier_type in ('email', 'phone')),
      identifier text,
      verified boolean not null default false,
      consumed_at timestamptz,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
      check ((kind = 'code') = (identifier is not null and identifier_type is not null))
    )`.execute(db);
  await sql`create index account_verification_records__user on account_verification_records (tenant_id, user_id)`.execute(
    db,
  );
  await sql`create index account_verification_records__expires_at on account_verification_records (expires_at)`.execute(
    db,
  );

  for (const table of ['account_centers', 'account_verification_records']) await enableTenantIsolation(db, table);
};
