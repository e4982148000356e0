import { type Kysely, sql } from 'kysely';

/**
 * WebAuthn credentials and passkeys (issue 18), in `user_mfa_verifications` (0017) beside TOTP and
 * backup codes: a `WebAuthn` row keeps the credential's id (base64url, unique in its tenant, so a
 * passkey sign-in finds its one user), its COSE public key (base64url: not a secret, but only the
 * tenant reads it, RLS of 0017), the signature counter of the last accepted assertion, and the
 * transports the browser reported. Several WebAuthn rows per user are allowed.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    alter table user_mfa_verifications
      add column credential_id text,
      add column public_key text,
      add column counter bigint,
      add column transports jsonb,
      add constraint user_mfa_verifications__webauthn_credential
        check ((type = 'WebAuthn') = (credential_id is not null and public_key is not null and counter is not null))`.execute(
    db,
  );
  await sql`
    create unique index user_mfa_verifications__credential_id on user_mfa_verifications (tenant_id, credential_id)
      where type = 'WebAuthn'`.execute(db);
};
