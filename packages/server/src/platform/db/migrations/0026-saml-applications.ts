import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * SAML applications (issue 21; Gatehouse as the SAML identity provider).
 *
 * - `saml_application_configs`: one per application of type SAML — the service provider's entity
 *   id, ACS (binding and URL), attribute mapping, NameID format and encryption settings.
 * - `saml_application_secrets`: the signing key pairs of an application (private key sealed by the
 *   SecretBox, listed in platform/secret-rotation.ts); at most one active (partial unique index).
 * - `saml_application_requests`: each AuthnRequest (or IdP-initiated start) waiting for the user to
 *   sign in through the tenant's pages: its id (the answer's `InResponseTo`), RelayState, and the
 *   PKCE verifier of the underlying authorization request, whose `state` is this row's id.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table saml_application_configs (
      tenant_id text not null,
      application_id text not null,
      entity_id text not null,
      acs_url jsonb not null,
      attribute_mapping jsonb not null default '{}',
      name_id_format text not null,
      encryption jsonb,
      primary key (tenant_id, application_id),
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table saml_application_secrets (
      tenant_id text not null,
      id text not null,
      application_id text not null,
      private_key text not null,
      certificate text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      active boolean not null default false,
      primary key (tenant_id, id),
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`
    create unique index saml_application_secrets__one_active
      on saml_application_secrets (tenant_id, application_id) where active`.execute(db);

  await sql`
    create table saml_application_requests (
      tenant_id text not null,
      id text not null,
      application_id text not null,
      request_id text,
      relay_state text,
      code_verifier text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, application_id) references applications (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index saml_application_requests__expiry on saml_application_requests (tenant_id, expires_at)`.execute(
    db,
  );

  for (const table of ['saml_application_configs', 'saml_application_secrets', 'saml_application_requests']) {
    await enableTenantIsolation(db, table);
  }
};
