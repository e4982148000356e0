import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Connectors (spec §3 connector), the tenant's email templates, and verification codes (issue 16).
 *
 * - `connectors`: a tenant's configured instance of a built-in connector factory. The config is
 *   one SecretBox-sealed JSON document (platform/secrets.ts), so every field, secret or not, is
 *   encrypted at rest; the API masks the secret fields. A tenant has at most one email and one SMS
 *   connector, and one social connector per target: both held by unique indexes, so two admins
 *   racing cannot create a second one.
 * - `email_templates`: one per language and message type; the built-in defaults live in code.
 * - `one_time_tokens`: magic links' secrets, stored as a keyed digest; expiry is read off `expires_at`.
 * - `users__identities`: finds the user holding a social identity.
 * - `verification_codes`: codes sent out of band, stored as a hash; one live code per purpose and
 *   address (sending a new one replaces it), with its tries and expiry.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table connectors (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      factory_id text not null,
      type text not null check (type in ('email', 'sms', 'social')),
      target text,
      config text not null,
      sync_profile boolean not null default false,
      enabled boolean not null default true,
      metadata jsonb not null default '{}',
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check ((type = 'social') = (target is not null))
    )`.execute(db);
  await sql`create unique index connectors__one_message_connector on connectors (tenant_id, type) where type <> 'social'`.execute(
    db,
  );
  await sql`create unique index connectors__one_per_target on connectors (tenant_id, target) where type = 'social'`.execute(
    db,
  );

  await sql`
    create table email_templates (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      language_tag text not null,
      template_type text not null,
      details jsonb not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, language_tag, template_type)
    )`.execute(db);

  await sql`
    create table verification_codes (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      purpose text not null,
      identifier_type text not null check (identifier_type in ('email', 'phone')),
      identifier text not null,
      code_hash text not null,
      try_count integer not null default 0,
      consumed_at timestamptz,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, purpose, identifier_type, identifier)
    )`.execute(db);
  await sql`create index verification_codes__expires_at on verification_codes (expires_at)`.execute(db);

  await sql`
    create table one_time_tokens (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      email text not null,
      token_digest text not null,
      context jsonb not null default '{}',
      status text not null default 'active' check (status in ('active', 'consumed', 'revoked')),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, token_digest)
    )`.execute(db);
  await sql`create index one_time_tokens__email on one_time_tokens (tenant_id, email, created_at desc)`.execute(db);

  // Social sign-in finds the user holding an identity: `identities @> {"google": {"userId": "…"}}`.
  await sql`create index users__identities on users using gin (identities jsonb_path_ops)`.execute(db);

  for (const table of ['connectors', 'email_templates', 'verification_codes', 'one_time_tokens']) {
    await enableTenantIsolation(db, table);
  }
};
