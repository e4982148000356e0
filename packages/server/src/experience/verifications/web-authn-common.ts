import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { webAuthnTimeoutMs } from '../../mfa/public';
import { ApiError } from '../../platform/http/api-error';

/** A base64url field of a WebAuthn response, bounded. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

const credentialId = base64url(1366);

/** What `navigator.credentials.create()` answered, as `@simplewebauthn/browser` serializes it. */
export const registrationResponseGuard = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65_536),
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64url(65_536).optional(),
    publicKey: base64url(8192).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** What `navigator.credentials.get()` answered, as `@simplewebauthn/browser` serializes it. */
export const authenticationResponseGuard = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65_536),
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** The guards check the shape; the library checks the content (the types differ only in string unions). */
export const asRegistrationResponse = (value: z.output<typeof registrationResponseGuard>) =>
  value as RegistrationResponseJSON;
export const asAuthenticationResponse = (value: z.output<typeof authenticationResponseGuard>) =>
  value as AuthenticationResponseJSON;

/** The fields of a record holding WebAuthn options until a response answers them. */
export const pendingChallengeShape = {
  /** The options the browser passes to `navigator.credentials` (no secret), until answered. */
  options: z.record(z.string(), z.unknown()).optional(),
  /** Their challenge: removed once a response verified, so it is used once. */
  challenge: z.string().optional(),
  /** When the challenge stops being accepted (epoch ms). */
  expiresAt: z.number().int(),
};

/** What a step keeps of new options: them, their challenge and its expiry. */
export const pendingChallenge = (options: { challenge: string }) => ({
  options: { ...options } satisfies Record<string, unknown>,
  challenge: options.challenge,
  expiresAt: Date.now() + webAuthnTimeoutMs,
});

/**
 * The challenge of a kept record a response answers: 404 `session.verification_not_found` when
 * the record is not one of `matches`, was already answered, or expired.
 */
export const openChallenge = <R extends { challenge?: string; expiresAt: number }>(
  verificationId: string,
  record: R | undefined,
) => {
  if (!record?.challenge || record.expiresAt < Date.now()) {
    throw new ApiError('session.verification_not_found', { verificationId });
  }
  return record.challenge;
};

/** The record once its challenge was answered: no options, no challenge (a replay finds nothing to answer). */
export const answered = <R extends { options?: unknown; challenge?: string }>(record: R): R => ({
  ...record,
  options: undefined,
  challenge: undefined,
});
