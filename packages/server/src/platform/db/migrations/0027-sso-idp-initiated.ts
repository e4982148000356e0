import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * IdP-initiated SAML SSO (issue 21; spec tab `idp-initiated-auth`).
 *
 * - `sso_idp_initiated_configs`: per SAML connector, whether the ACS takes an unsolicited
 *   Response (no `InResponseTo`), the application the person is then signed in to, one of its
 *   redirect URIs, extra authorization parameters, and whether the ACS sends the browser into an
 *   authorization itself or back to the application (which starts one).
 * - `sso_idp_initiated_sessions`: an unsolicited assertion the ACS accepted, waiting for the
 *   browser that posted it (named by a cookie, stored here only as its SHA-256) to start the
 *   sign-in through the connector; taken once, forgotten when it expires.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table sso_idp_initiated_configs (
      tenant_id text not null,
      sso_connector_id text not null,
      enabled boolean not null default false,
      default_application_id text not null,
      redirect_uri text not null,
      auth_parameters jsonb not null default '{}',
      auto_send_authorization_request boolean not null default true,
      updated_at timestamptz not null default now(),
      primary key (tenant_id, sso_connector_id),
      foreign key (tenant_id, sso_connector_id) references sso_connectors (tenant_id, id) on delete cascade,
      foreign key (tenant_id, default_application_id) references applications (tenant_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table sso_idp_initiated_sessions (
      tenant_id text not null,
      id text not null,
      sso_connector_id text not null,
      result jsonb not null,
      expires_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, sso_connector_id) references sso_connectors (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index sso_idp_initiated_sessions__expiry on sso_idp_initiated_sessions (tenant_id, expires_at)`.execute(
    db,
  );

  for (const table of ['sso_idp_initiated_configs', 'sso_idp_initiated_sessions']) {
    await enableTenantIsolation(db, table);
  }
};
