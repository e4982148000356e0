import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Multi-factor authentication (issue 18).
 *
 * - `user_mfa_verifications`: a user's second factors. A TOTP factor keeps its secret sealed by the
 *   SecretBox (`secret`, platform/secrets.ts) and the last time step it accepted, so a code is never
 *   accepted twice (`last_time_step`); a backup-code set keeps each code as a keyed digest with when
 *   it was used (`codes`). One TOTP factor and one backup-code set per user; a regenerated set
 *   replaces the old one. WebAuthn credentials come later in the same table.
 * - `mfa_trusted_devices`: "remember this device": the digest of a random device token the browser
 *   keeps in a cookie, for one user, until it expires.
 *
 * The unused `users.mfa_verifications` column of 0001 is dropped by 0022.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table user_mfa_verifications (
      tenant_id text not null,
      id text not null,
      user_id text not null,
      type text not null check (type in ('Totp', 'WebAuthn', 'BackupCode')),
      name text,
      secret text,
      last_time_step bigint,
      codes jsonb,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      primary key (tenant_id, id),
      foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
      check ((type = 'Totp') = (secret is not null)),
      check ((type = 'BackupCode') = (codes is not null))
    )`.execute(db);
  await sql`
    create unique index user_mfa_verifications__one_per_user on user_mfa_verifications (tenant_id, user_id, type)
      where type in ('Totp', 'BackupCode')`.execute(db);

  await sql`
    create table mfa_trusted_devices (
      tenant_id text not null,
      id text not null,
      user_id text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index mfa_trusted_devices__user on mfa_trusted_devices (tenant_id, user_id)`.execute(db);
  await sql`create index mfa_trusted_devices__expires_at on mfa_trusted_devices (expires_at)`.execute(db);

  for (const table of ['user_mfa_verifications', 'mfa_trusted_devices']) await enableTenantIsolation(db, table);
};
