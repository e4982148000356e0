import { z } from 'zod';
import { backupCodeVerification } from './backup-code';
import { enterpriseSsoVerification } from './enterprise-sso';
import { mfaVerificationCodeVerification } from './mfa-verification-code';
import { newPasswordIdentityVerification } from './new-password-identity';
import { oneTimeTokenVerification } from './one-time-token';
import { passwordVerification } from './password';
import { signInPasskeyVerification } from './sign-in-passkey';
import { socialVerification } from './social';
import { totpVerification } from './totp';
import type { Proof, VerificationMethod } from './types';
import { verificationCodeVerification } from './verification-code';
import { webAuthnVerification } from './web-authn';

/**
 * Every verification method of the Experience API (`POST /api/experience/verification/…`). A new
 * method is a file beside this one and a line here (README.md).
 */
export const verificationMethods = [
  passwordVerification,
  newPasswordIdentityVerification,
  verificationCodeVerification,
  socialVerification,
  oneTimeTokenVerification,
  enterpriseSsoVerification,
  // Issue 18: second factors, and passkey sign-in.
  totpVerification,
  backupCodeVerification,
  webAuthnVerification,
  mfaVerificationCodeVerification,
  signInPasskeyVerification,
] as const;

type RecordOf<Method> = Method extends VerificationMethod<infer R> ? R : never;

/** A verification kept in the interaction state: the record of one of the methods above. */
export type Verification = RecordOf<(typeof verificationMethods)[number]>;

const recorded = verificationMethods.flatMap((method) => (method.record ? [method.record] : []));

export const verificationGuard = z.discriminatedUnion(
  'type',
  recorded.map((record) => record.guard) as unknown as [z.ZodObject, ...z.ZodObject[]], // the registry is never empty
  // Each guard is its method's record (defineVerificationMethod), so the union parses to `Verification`.
) as unknown as z.ZodType<Verification>; // each guard is its method's record (above)

/** What a kept verification proves, by its method. */
export const proofOf = (verification: Verification): Proof => {
  const record = recorded.find((candidate) => candidate.type === verification.type);
  // The state guard admits only the methods' records, so there is always one.
  return record ? record.proves(verification as never) : {}; // `record` was found by this verification's type
};
