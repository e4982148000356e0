import { generateId } from '@gatehouse/schemas/ids';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { lazyModule } from '../platform/lazy';
import { webAuthnRelatedOrigins } from '../sign-in-experience/public';
import { authenticatorName } from './authenticator-names';
import { createMfaQueries } from './queries';

// Loaded at the first WebAuthn ceremony, not at start (with its CBOR and ASN.1 stack, ~100 ms).
const simpleWebAuthn = lazyModule(() => import('@simplewebauthn/server'));

/** Where a credential is used: the tenant's sign-in origin and its host as relying-party id (platform/tenancy.ts). */
export type RelyingParty = { id: string; origin: string };

/** A credential verified at registration, not stored yet (it is bound at submit). */
export type NewWebAuthnCredential = {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  /** The default name of the credential: its authenticator's (by AAGUID), or "Passkey". */
  authenticatorName: string;
};

/** How long an options' challenge may be answered. */
export const webAuthnTimeoutMs = 5 * 60_000;

const failed = (error: unknown) =>
  new ApiError('session.mfa.webauthn_verification_failed', {
    reason: error instanceof Error ? error.message : 'The response did not verify.',
  });

const userIdBytes = (userId: string) => new TextEncoder().encode(userId);

/**
 * WebAuthn credentials as second factors and passkeys (issue 18), with `@simplewebauthn/server`:
 * the options of a registration or an authentication, and their responses checked against the
 * challenge, origin (the sign-in pages', or one of the tenant's related origins) and relying-party
 * id. A credential's id and public key are kept in
 * `user_mfa_verifications` (migration 0023); an assertion is accepted only with a counter above
 * the stored one (when the authenticator counts), recorded atomically.
 */
export const createWebAuthnService = (deps: Pick<PlatformDeps, 'database' | 'bus' | 'config'>, tenantId: string) => {
  const queries = createMfaQueries(tenantId);
  /** The relying party's origin and the tenant's related origins (`mfa.webAuthnRelatedOrigins`, `/.well-known/webauthn`). */
  const expectedOrigins = async (rp: RelyingParty) => [rp.origin, ...(await webAuthnRelatedOrigins(deps, tenantId))];
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);
  const credentialsOf = async (userId: string) =>
    (await inTenant((trx) => queries.findAllByUserId(trx, userId))).flatMap((row) =>
      row.type === 'WebAuthn' && row.credentialId
        ? [{ id: row.credentialId, transports: (row.transports ?? []) as AuthenticatorTransport[] }]
        : [],
    );

  return {
    /** The user's credential ids (for excludeCredentials and allowCredentials). */
    credentialsOf,

    registrationOptions: async (
      rp: RelyingParty,
      user: { id: string; name: string },
      options: { discoverable: boolean },
    ) =>
      (await simpleWebAuthn()).generateRegistrationOptions({
        rpName: rp.id,
        rpID: rp.id,
        userID: userIdBytes(user.id),
        userName: user.name,
        userDisplayName: user.name,
        timeout: webAuthnTimeoutMs,
        attestationType: 'none',
        excludeCredentials: await credentialsOf(user.id),
        // Passkey sign-in finds the account from the credential alone: it must be discoverable.
        authenticatorSelection: {
          residentKey: options.discoverable ? 'required' : 'preferred',
          userVerification: 'preferred',
        },
      }),

    /** Checks a registration response for `challenge`; answers the new credential (422 when it does not verify). */
    verifyRegistration: async (
      rp: RelyingParty,
      challenge: string,
      response: RegistrationResponseJSON,
    ): Promise<NewWebAuthnCredential> => {
      const { verifyRegistrationResponse } = await simpleWebAuthn();
      let result: VerifiedRegistrationResponse;
      try {
        result = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: await expectedOrigins(rp),
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch (error) {
        throw failed(error);
      }
      if (!result.verified) throw failed(undefined);
      const { credential } = result.registrationInfo;
      const taken = await inTenant((trx) => queries.findByCredentialId(trx, credential.id));
      assertThat(!taken, 'user.webauthn_credential_in_use');
      return {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        authenticatorName: authenticatorName(result.registrationInfo.aaguid),
      };
    },

    /**
     * Authentication options: for a second factor, the user's credentials (none: 422); for passkey
     * sign-in (`userId` left out), none, so the authenticator offers its discoverable ones.
     */
    authenticationOptions: async (rp: RelyingParty, userId?: string) => {
      const allowCredentials = userId ? await credentialsOf(userId) : undefined;
      if (userId) assertThat(allowCredentials?.length, 'session.mfa.webauthn_credential_not_found');
      return (await simpleWebAuthn()).generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials,
        timeout: webAuthnTimeoutMs,
        userVerification: userId ? 'preferred' : 'required',
      });
    },

    /**
     * Checks an assertion for `challenge` with the tenant's credential it names, which must be
     * `userId`'s when given (another user's or an unknown credential: 422); a passkey sign-in
     * (no `userId`) requires user verification. Records the new counter; answers the credential's user.
     */
    verifyAuthentication: async (
      rp: RelyingParty,
      challenge: string,
      response: AuthenticationResponseJSON,
      userId?: string,
    ): Promise<string> => {
      const row = await inTenant((trx) => queries.findByCredentialId(trx, response.id));
      const handle = response.response.userHandle;
      const owner = row && (!userId || row.userId === userId);
      const handleMatches = !handle || handle === Buffer.from(userIdBytes(row?.userId ?? '')).toString('base64url');
      if (!row?.publicKey || !owner || !handleMatches) {
        throw new ApiError('session.mfa.webauthn_credential_not_found');
      }
      const previous = Number(row.counter ?? 0);
      const { verifyAuthenticationResponse } = await simpleWebAuthn();
      let result: VerifiedAuthenticationResponse;
      try {
        result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: await expectedOrigins(rp),
          expectedRPID: rp.id,
          credential: {
            id: row.credentialId ?? '',
            publicKey: Buffer.from(row.publicKey, 'base64url'),
            counter: previous,
            transports: (row.transports ?? []) as AuthenticatorTransport[],
          },
          requireUserVerification: !userId,
        });
      } catch (error) {
        throw failed(error);
      }
      if (!result.verified) throw failed(undefined);
      const recorded = await inTenant((trx) =>
        queries.markWebAuthnUsed(trx, row.id, previous, result.authenticationInfo.newCounter),
      );
      if (!recorded) throw failed(new Error('The credential was used at the same time by another request.'));
      return row.userId;
    },

    /** Stores a verified credential for the user (in the caller's transaction, at submit). */
    add: async (
      trx: Trx,
      userId: string,
      credential: Omit<NewWebAuthnCredential, 'authenticatorName'>,
      name: string,
    ) => {
      if (await queries.findByCredentialId(trx, credential.id)) throw new ApiError('user.webauthn_credential_in_use');
      const id = generateId();
      await queries.insertWebAuthn(trx, {
        id,
        userId,
        name,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports,
      });
      return id;
    },
  };
};

export type WebAuthnService = ReturnType<typeof createWebAuthnService>;
