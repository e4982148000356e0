import { type Kysely, sql } from 'kysely';

/**
 * Passkeys registered from the Account API (issue 18): a verification record of kind `webauthn`
 * holds the registration's challenge until a response answers it, then the verified credential
 * (its id, COSE public key, counter, transports and authenticator name: no secret) until
 * `POST /api/my-account/mfa-verifications` binds it, which uses the record up.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    alter table account_verification_records
      drop constraint account_verification_records_kind_check,
      add constraint account_verification_records_kind_check check (kind in ('password', 'code', 'webauthn')),
      add column webauthn jsonb,
      add constraint account_verification_records__webauthn check ((kind = 'webauthn') = (webauthn is not null))`.execute(
    db,
  );
};
