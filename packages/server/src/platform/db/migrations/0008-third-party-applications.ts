import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Third-party applications: what each may ask its users for (user data and
 * API permissions) and its own sign-in branding.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table application_consent_user_scopes (
      tenant_id text not null,
      application_id text not null,
      user_scope text not null check (user_scope in ('profile', 'email', 'phone', 'custom_data', 'identities', 'roles')),
      primary key (tenant_id, application_id, user_scope),
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade
    )`.execute(db);

  // Deleting a permission (or its API resource) takes it out of every consent list.
  await sql`
    create table application_consent_resource_scopes (
      tenant_id text not null,
      application_id text not null,
      scope_id text not null,
      primary key (tenant_id, application_id, scope_id),
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade,
      foreign key (tenant_id, scope_id) references scopes (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index application_consent_resource_scopes__scope on application_consent_resource_scopes (tenant_id, scope_id)`.execute(
    db,
  );

  await sql`
    create table application_sign_in_experiences (
      tenant_id text not null,
      application_id text not null,
      display_name text,
      color jsonb not null default '{}',
      branding jsonb not null default '{}',
      terms_of_use_url text,
      privacy_policy_url text,
      primary key (tenant_id, application_id),
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade
    )`.execute(db);

  for (const table of [
    'application_consent_user_scopes',
    'application_consent_resource_scopes',
    'application_sign_in_experiences',
  ]) {
    await enableTenantIsolation(db, table);
  }
};
