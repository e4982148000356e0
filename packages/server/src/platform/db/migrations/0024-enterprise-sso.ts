import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Enterprise SSO (issue 21; spec §3 SSO connector, SSO identity; organizations' JIT by connector).
 *
 * - `sso_connectors`: a company's identity provider. `provider_name` says which protocol reads
 *   `config` (OIDC today, SAML later with the same columns): the config is one SecretBox-sealed JSON
 *   document (platform/secrets.ts), listed for rotation in platform/secret-rotation.ts. Names are
 *   unique per tenant.
 * - `sso_connector_domains`: the email domains a connector owns; a domain belongs to one connector
 *   of the tenant (the primary key), so two admins racing cannot both claim it.
 * - `user_sso_identities`: a user's identity at a connector: one per user and connector, and an
 *   issuer + subject held by one user per connector.
 * - `organization_jit_sso_connectors`: a user created through one of these connectors joins the
 *   organization with its JIT roles.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table sso_connectors (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      provider_name text not null,
      connector_name text not null,
      config text not null,
      branding jsonb not null default '{}',
      sync_profile boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, connector_name)
    )`.execute(db);

  await sql`
    create table sso_connector_domains (
      tenant_id text not null,
      domain text not null,
      sso_connector_id text not null,
      primary key (tenant_id, domain),
      foreign key (tenant_id, sso_connector_id) references sso_connectors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index sso_connector_domains__connector on sso_connector_domains (tenant_id, sso_connector_id)`.execute(
    db,
  );

  await sql`
    create table user_sso_identities (
      tenant_id text not null,
      id text not null,
      user_id text not null,
      sso_connector_id text not null,
      issuer text not null,
      identity_id text not null,
      detail jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, sso_connector_id, issuer, identity_id),
      unique (tenant_id, user_id, sso_connector_id),
      foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
      foreign key (tenant_id, sso_connector_id) references sso_connectors (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table organization_jit_sso_connectors (
      tenant_id text not null,
      organization_id text not null,
      sso_connector_id text not null,
      primary key (tenant_id, organization_id, sso_connector_id),
      foreign key (tenant_id, organization_id) references organizations (tenant_id, id) on delete cascade,
      foreign key (tenant_id, sso_connector_id) references sso_connectors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index organization_jit_sso_connectors__connector on organization_jit_sso_connectors (tenant_id, sso_connector_id)`.execute(
    db,
  );

  for (const table of [
    'sso_connectors',
    'sso_connector_domains',
    'user_sso_identities',
    'organization_jit_sso_connectors',
  ]) {
    await enableTenantIsolation(db, table);
  }
};
