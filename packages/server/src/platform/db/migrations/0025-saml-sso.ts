import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * SAML enterprise SSO (issue 21; Gatehouse as the SAML service provider).
 *
 * - `sso_saml_requests`: each AuthnRequest Gatehouse sent (its ID is the `InResponseTo` an answer
 *   must carry), with the page's state and callback. The identity provider posts its answer to the
 *   ACS without the sign-in cookies (a cross-site POST), so the request is found here, not in the
 *   interaction; the ACS writes the verified assertion's subject into `result` once, and the
 *   interaction's verification (which names the request) reads and deletes it.
 * - `sso_saml_assertions`: the IDs of assertions accepted, until they expire, so one cannot be
 *   used twice (SAML 2.0 profiles §4.1.4.5).
 * - `sso_connectors.saml_sp_key`: a SAML connector's own key pair and certificate (SecretBox-sealed
 *   JSON, listed in platform/secret-rotation.ts), which an IdP may encrypt assertions to.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`alter table sso_connectors add column saml_sp_key text`.execute(db);

  await sql`
    create table sso_saml_requests (
      tenant_id text not null references tenants (id) on delete cascade,
      id text not null,
      sso_connector_id text not null,
      state text not null,
      redirect_uri text not null,
      result jsonb,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, sso_connector_id) references sso_connectors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index sso_saml_requests__expiry on sso_saml_requests (tenant_id, expires_at)`.execute(db);

  await sql`
    create table sso_saml_assertions (
      tenant_id text not null,
      sso_connector_id text not null,
      id text not null,
      expires_at timestamptz not null,
      primary key (tenant_id, sso_connector_id, id),
      foreign key (tenant_id, sso_connector_id) references sso_connectors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index sso_saml_assertions__expiry on sso_saml_assertions (tenant_id, expires_at)`.execute(db);

  for (const table of ['sso_saml_requests', 'sso_saml_assertions']) {
    await enableTenantIsolation(db, table);
  }
};
