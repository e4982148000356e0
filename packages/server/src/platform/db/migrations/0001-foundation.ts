import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation, ensureTenantRole } from './helpers';

/**
 * Foundation tables: tenants, OIDC keys and model instances, applications and
 * their secrets, API resources and scopes, roles, users, custom domains.
 * Every tenant-owned table leads its primary key and indexes with tenant_id
 * (DESIGN §3) and is isolated by row-level security.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await ensureTenantRole(db);

  await sql`
    create table tenants (
      id text primary key,
      name text not null,
      tag text not null default 'development' check (tag in ('development', 'production')),
      region_name text not null default 'EU' check (region_name in ('EU', 'US', 'AU')),
      is_suspended boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table tenants enable row level security`.execute(db);
  await sql`create policy tenant_isolation on tenants using (id = current_setting('app.tenant_id', true))`.execute(db);
  await sql`grant select on tenants to gatehouse_tenant`.execute(db);

  await sql`
    create table oidc_keys (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      type text not null check (type in ('private-key', 'cookie-key')),
      algorithm text not null,
      value text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index oidc_keys__type on oidc_keys (tenant_id, type, created_at)`.execute(db);

  await sql`
    create table oidc_model_instances (
      tenant_id text not null references tenants (id) on delete cascade,
      model_name text not null,
      id text not null,
      payload jsonb not null,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      primary key (tenant_id, model_name, id)
    )`.execute(db);
  await sql`create index oidc_model_instances__grant_id on oidc_model_instances (tenant_id, (payload ->> 'grantId'))`.execute(
    db,
  );
  await sql`create index oidc_model_instances__uid on oidc_model_instances (tenant_id, model_name, (payload ->> 'uid'))`.execute(
    db,
  );
  await sql`create index oidc_model_instances__user_code on oidc_model_instances (tenant_id, model_name, (payload ->> 'userCode'))`.execute(
    db,
  );
  await sql`create index oidc_model_instances__expires_at on oidc_model_instances (tenant_id, expires_at)`.execute(db);

  await sql`
    create table applications (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      name text not null,
      secret text,
      description text,
      type text not null check (type in ('Native', 'SPA', 'Traditional', 'MachineToMachine', 'Protected', 'SAML')),
      oidc_client_metadata jsonb not null,
      custom_client_metadata jsonb not null default '{}',
      protected_app_metadata jsonb,
      custom_data jsonb not null default '{}',
      is_third_party boolean not null default false,
      is_built_in boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index applications__created_at on applications (tenant_id, created_at desc, id)`.execute(db);

  await sql`
    create table application_secrets (
      tenant_id text not null,
      application_id text not null,
      name text not null,
      value text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz,
      primary key (tenant_id, application_id, name),
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table resources (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      name text not null,
      indicator text not null,
      is_default boolean not null default false,
      access_token_ttl integer not null default 3600,
      is_built_in boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, indicator)
    )`.execute(db);
  await sql`create unique index resources__default on resources (tenant_id) where is_default`.execute(db);

  await sql`
    create table scopes (
      tenant_id text not null,
      id text not null,
      resource_id text not null,
      name text not null,
      description text,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, resource_id, name),
      foreign key (tenant_id, resource_id) references resources (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table roles (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      name text not null,
      description text not null default '',
      type text not null default 'User' check (type in ('User', 'MachineToMachine')),
      is_default boolean not null default false,
      is_built_in boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, name)
    )`.execute(db);

  await sql`
    create table roles_scopes (
      tenant_id text not null,
      role_id text not null,
      scope_id text not null,
      primary key (tenant_id, role_id, scope_id),
      foreign key (tenant_id, role_id) references roles (tenant_id, id) on delete cascade,
      foreign key (tenant_id, scope_id) references scopes (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index roles_scopes__scope on roles_scopes (tenant_id, scope_id)`.execute(db);

  await sql`
    create table applications_roles (
      tenant_id text not null,
      application_id text not null,
      role_id text not null,
      primary key (tenant_id, application_id, role_id),
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade,
      foreign key (tenant_id, role_id) references roles (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index applications_roles__role on applications_roles (tenant_id, role_id)`.execute(db);

  await sql`
    create table users (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      username text,
      primary_email text,
      primary_phone text,
      password_encrypted text,
      password_encryption_method text,
      name text,
      avatar text,
      profile jsonb not null default '{}',
      application_id text,
      identities jsonb not null default '{}',
      custom_data jsonb not null default '{}',
      mfa_verifications jsonb not null default '[]',
      is_suspended boolean not null default false,
      last_sign_in_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, username),
      unique (tenant_id, primary_email),
      unique (tenant_id, primary_phone)
    )`.execute(db);
  await sql`create index users__created_at on users (tenant_id, created_at desc, id)`.execute(db);

  await sql`
    create table users_roles (
      tenant_id text not null,
      user_id text not null,
      role_id text not null,
      primary key (tenant_id, user_id, role_id),
      foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
      foreign key (tenant_id, role_id) references roles (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index users_roles__role on users_roles (tenant_id, role_id)`.execute(db);

  await sql`
    create table custom_domains (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      domain text not null unique,
      status text not null default 'PendingVerification'
        check (status in ('PendingVerification', 'PendingSsl', 'Active', 'Error')),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);

  for (const table of [
    'oidc_keys',
    'oidc_model_instances',
    'applications',
    'application_secrets',
    'resources',
    'scopes',
    'roles',
    'roles_scopes',
    'applications_roles',
    'users',
    'users_roles',
    'custom_domains',
  ]) {
    await enableTenantIsolation(db, table);
  }
};
