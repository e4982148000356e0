import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Organizations (spec §3): the organization template (organization scopes and roles, which may
 * also grant API-resource permissions), organizations, their members and machine-to-machine
 * applications with organization roles, just-in-time provisioning by email domain, and
 * invitations. Memberships, their roles, JIT settings and invitations hang off the organization
 * by cascading foreign keys, so deleting an organization removes them in the same statement.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table organization_scopes (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      name text not null,
      description text,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, name)
    )`.execute(db);

  await sql`
    create table organization_roles (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      name text not null,
      description text,
      type text not null default 'User' check (type in ('User', 'MachineToMachine')),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, name)
    )`.execute(db);

  await sql`
    create table organization_role_scopes (
      tenant_id text not null,
      organization_role_id text not null,
      organization_scope_id text not null,
      primary key (tenant_id, organization_role_id, organization_scope_id),
      foreign key (tenant_id, organization_role_id) references organization_roles (tenant_id, id) on delete cascade,
      foreign key (tenant_id, organization_scope_id) references organization_scopes (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index organization_role_scopes__scope on organization_role_scopes (tenant_id, organization_scope_id)`.execute(
    db,
  );

  await sql`
    create table organization_role_resource_scopes (
      tenant_id text not null,
      organization_role_id text not null,
      scope_id text not null,
      primary key (tenant_id, organization_role_id, scope_id),
      foreign key (tenant_id, organization_role_id) references organization_roles (tenant_id, id) on delete cascade,
      foreign key (tenant_id, scope_id) references scopes (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index organization_role_resource_scopes__scope on organization_role_resource_scopes (tenant_id, scope_id)`.execute(
    db,
  );

  await sql`
    create table organizations (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      name text not null,
      description text,
      custom_data jsonb not null default '{}',
      is_mfa_required boolean not null default false,
      branding jsonb not null default '{}',
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    )`.execute(db);
  await sql`create index organizations__created_at on organizations (tenant_id, created_at desc, id)`.execute(db);

  await sql`
    create table organization_users (
      tenant_id text not null,
      organization_id text not null,
      user_id text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, organization_id, user_id),
      foreign key (tenant_id, organization_id) references organizations (tenant_id, id) on delete cascade,
      foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index organization_users__user on organization_users (tenant_id, user_id)`.execute(db);

  // A member's roles go with the membership.
  await sql`
    create table organization_user_roles (
      tenant_id text not null,
      organization_id text not null,
      user_id text not null,
      organization_role_id text not null,
      primary key (tenant_id, organization_id, user_id, organization_role_id),
      foreign key (tenant_id, organization_id, user_id)
        references organization_users (tenant_id, organization_id, user_id) on delete cascade,
      foreign key (tenant_id, organization_role_id) references organization_roles (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index organization_user_roles__role on organization_user_roles (tenant_id, organization_role_id)`.execute(
    db,
  );

  await sql`
    create table organization_applications (
      tenant_id text not null,
      organization_id text not null,
      application_id text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, organization_id, application_id),
      foreign key (tenant_id, organization_id) references organizations (tenant_id, id) on delete cascade,
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index organization_applications__application on organization_applications (tenant_id, application_id)`.execute(
    db,
  );

  await sql`
    create table organization_application_roles (
      tenant_id text not null,
      organization_id text not null,
      application_id text not null,
      organization_role_id text not null,
      primary key (tenant_id, organization_id, application_id, organization_role_id),
      foreign key (tenant_id, organization_id, application_id)
        references organization_applications (tenant_id, organization_id, application_id) on delete cascade,
      foreign key (tenant_id, organization_role_id) references organization_roles (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index organization_application_roles__role on organization_application_roles (tenant_id, organization_role_id)`.execute(
    db,
  );

  // Just-in-time provisioning: a new user whose email is in one of these domains joins with the JIT roles.
  await sql`
    create table organization_jit_email_domains (
      tenant_id text not null,
      organization_id text not null,
      email_domain text not null,
      primary key (tenant_id, organization_id, email_domain),
      foreign key (tenant_id, organization_id) references organizations (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index organization_jit_email_domains__domain on organization_jit_email_domains (tenant_id, email_domain)`.execute(
    db,
  );

  await sql`
    create table organization_jit_roles (
      tenant_id text not null,
      organization_id text not null,
      organization_role_id text not null,
      primary key (tenant_id, organization_id, organization_role_id),
      foreign key (tenant_id, organization_id) references organizations (tenant_id, id) on delete cascade,
      foreign key (tenant_id, organization_role_id) references organization_roles (tenant_id, id) on delete cascade
    )`.execute(db);

  // Spec §4: Pending → Accepted | Revoked; a Pending invitation past expires_at reads as Expired, and is
  // stored as Expired when a new invitation for the same email replaces it. At most one Pending per email.
  await sql`
    create table organization_invitations (
      tenant_id text not null,
      id text not null,
      inviter_id text,
      invitee text not null,
      accepted_user_id text,
      organization_id text not null,
      status text not null default 'Pending' check (status in ('Pending', 'Accepted', 'Expired', 'Revoked')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, organization_id) references organizations (tenant_id, id) on delete cascade,
      foreign key (tenant_id, inviter_id) references users (tenant_id, id) on delete set null (inviter_id),
      foreign key (tenant_id, accepted_user_id) references users (tenant_id, id) on delete set null (accepted_user_id)
    )`.execute(db);
  await sql`
    create unique index organization_invitations__pending
      on organization_invitations (tenant_id, organization_id, invitee) where status = 'Pending'`.execute(db);
  await sql`create index organization_invitations__created_at on organization_invitations (tenant_id, created_at desc, id)`.execute(
    db,
  );

  await sql`
    create table organization_invitation_roles (
      tenant_id text not null,
      invitation_id text not null,
      organization_role_id text not null,
      primary key (tenant_id, invitation_id, organization_role_id),
      foreign key (tenant_id, invitation_id) references organization_invitations (tenant_id, id) on delete cascade,
      foreign key (tenant_id, organization_role_id) references organization_roles (tenant_id, id) on delete cascade
    )`.execute(db);

  for (const table of [
    'organization_scopes',
    'organization_roles',
    'organization_role_scopes',
    'organization_role_resource_scopes',
    'organizations',
    'organization_users',
    'organization_user_roles',
    'organization_applications',
    'organization_application_roles',
    'organization_jit_email_domains',
    'organization_jit_roles',
    'organization_invitations',
    'organization_invitation_roles',
  ]) {
    await enableTenantIsolation(db, table);
  }
};
