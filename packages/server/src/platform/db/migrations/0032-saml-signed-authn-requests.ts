import { type Kysely, sql } from 'kysely';

/**
 * Signed AuthnRequests for SAML applications (issue 21): the service provider says it signs its
 * requests, with the certificate it signs them with (public: not sealed). When set, Gatehouse's
 * metadata says `WantAuthnRequestsSigned="true"` and refuses unsigned or badly signed requests.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    alter table saml_application_configs
      add column authn_requests_signed boolean not null default false,
      add column request_signing_certificate text,
      add constraint saml_application_configs__request_signing
        check (not authn_requests_signed or request_signing_certificate is not null)`.execute(db);
};
