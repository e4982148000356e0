import type { VerificationRecord } from '@gatehouse/schemas/account-center';
import { generateId } from '@gatehouse/schemas/ids';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { type RelyingParty, type WebAuthnService, webAuthnTimeoutMs } from '../mfa/public';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { createVerificationRecordQueries } from './queries';
import { verificationRecordTtlSeconds } from './service.verifications';

/** A registration waiting for its response: the challenge it was given. */
const pendingGuard = z.object({ challenge: z.string() });
/** A registration whose response verified: the new credential (no secret), until it is bound. */
const verifiedGuard = z.object({
  credential: z.object({
    id: z.string(),
    publicKey: z.string(),
    counter: z.number().int(),
    transports: z.array(z.string()),
    authenticatorName: z.string(),
  }),
});

type Deps = {
  database: PlatformDeps['database'];
  webAuthn: WebAuthnService;
  now?: () => Date;
};

/**
 * Passkeys registered from the Account API, outside sign-in (peer-interfaces §3.3): a verification
 * record of kind `webauthn` holds the options' challenge for five minutes; a response that answers
 * it (from the tenant's relying party: its sign-in origin or a related origin) turns it into the
 * verified credential for ten minutes; binding it to the account uses the record up, in the same
 * transaction that stores the credential. Records are the user's own: another's is never found.
 */
export const createMyPasskeyService = ({ database, webAuthn, ...deps }: Deps, tenantId: string) => {
  const now = deps.now ?? (() => new Date());
  const queries = createVerificationRecordQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const invalid = () => new ApiError('verification_record.invalid');
  /** The user's `webauthn` record in the state asked for, neither used up nor expired (400 otherwise). */
  const recordOf = async (trx: Trx, userId: string, id: string, verified: boolean) => {
    const record = await queries.findOfUser(trx, userId, id);
    if (
      record?.kind !== 'webauthn' ||
      record.verified !== verified ||
      record.consumedAt ||
      record.expiresAt.getTime() <= now().getTime()
    ) {
      throw invalid();
    }
    return record;
  };

  return {
    /** New registration options for the user, and the record that keeps their challenge. */
    registrationOptions: async (rp: RelyingParty, user: { id: string; name: string }, discoverable: boolean) => {
      const options = await webAuthn.registrationOptions(rp, user, { discoverable });
      const id = generateId();
      const expiresAt = new Date(now().getTime() + webAuthnTimeoutMs);
      await inTenant((trx) =>
        queries.insert(trx, {
          id,
          userId: user.id,
          kind: 'webauthn',
          verified: false,
          webauthn: { challenge: options.challenge },
          expiresAt,
        }),
      );
      return {
        verificationRecordId: id,
        registrationOptions: { ...options } satisfies Record<string, unknown>,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * Checks the browser's response against the record's challenge (422 when it does not verify;
     * the challenge stays open until it expires); a verified one is answered once.
     */
    verifyRegistration: async (
      rp: RelyingParty,
      userId: string,
      id: string,
      response: RegistrationResponseJSON,
    ): Promise<VerificationRecord> => {
      const record = await inTenant((trx) => recordOf(trx, userId, id, false));
      const pending = pendingGuard.safeParse(record.webauthn);
      if (!pending.success) throw invalid();
      const credential = await webAuthn.verifyRegistration(rp, pending.data.challenge, response);
      const expiresAt = new Date(now().getTime() + verificationRecordTtlSeconds * 1000);
      const answered = await inTenant((trx) => queries.answerWebAuthn(trx, userId, id, { credential }, expiresAt));
      if (!answered) throw invalid();
      return { verificationRecordId: id, expiresAt: expiresAt.toISOString() };
    },

    /** Binds the verified credential of the record to the account and uses the record up, together. */
    add: (userId: string, id: string, name: string | undefined) =>
      inTenant(async (trx) => {
        const verified = verifiedGuard.safeParse((await recordOf(trx, userId, id, true)).webauthn);
        if (!verified.success || !(await queries.consume(trx, userId, id, now()))) throw invalid();
        const { authenticatorName, ...credential } = verified.data.credential;
        return webAuthn.add(trx, userId, credential, name ?? authenticatorName);
      }),
  };
};

export type MyPasskeyService = ReturnType<typeof createMyPasskeyService>;
