import { generateId } from '@gatehouse/schemas/ids';
import { z } from 'zod';
import { createWebAuthnService } from '../../mfa/public';
import { ApiError } from '../../platform/http/api-error';
import { findUserScoped } from '../../users/public';
import { defineVerificationMethod, type VerificationStep, verificationRecord, verificationRoute } from './types';
import {
  answered,
  asAuthenticationResponse,
  authenticationResponseGuard,
  openChallenge,
  pendingChallenge,
  pendingChallengeShape,
} from './web-authn-common';

const signInPasskeyRecord = verificationRecord('SignInPasskey', {
  ...pendingChallengeShape,
  /** Once an assertion verified: the credential's user. */
  userId: z.string().optional(),
  isSuspended: z.boolean().default(false),
  verified: z.boolean(),
});
type SignInPasskeyRecord = z.output<typeof signInPasskeyRecord>;

/** Passkey sign-in is for signing in, where the tenant turned it on. */
const assertPasskeySignIn = async (step: VerificationStep) => {
  const sie = await step.settings();
  if (step.event !== 'SignIn' || !sie.passkeySignIn.enabled || sie.signInMode === 'Register') {
    throw new ApiError('session.capability_not_available', { capability: 'PasskeySignIn' });
  }
};

const options = verificationRoute({
  path: '/sign-in-passkey/authentication',
  summary: 'Start a passkey sign-in',
  description:
    "Without an identifier: the options for `navigator.credentials.get()` with no allowed credentials, so the authenticator offers its discoverable credentials (passkeys) for the sign-in pages' relying party; user verification is required. 422 `session.capability_not_available` unless the tenant enables passkey sign-in (`passkeySignIn.enabled`) and the interaction signs in.",
  limits: ({ requests }) => [requests],
  reply: {
    schema: z.object({ authenticationOptions: z.record(z.string(), z.unknown()) }),
    of: (record: SignInPasskeyRecord) => ({ authenticationOptions: record.options ?? {} }),
  },
  verify: async (step): Promise<SignInPasskeyRecord> => {
    await assertPasskeySignIn(step);
    const created = await createWebAuthnService(step.deps, step.tenantId).authenticationOptions(step.relyingParty);
    step.log('Interaction.SignIn.Passkey.Create', { interactionEvent: step.event });
    return {
      id: generateId(),
      type: 'SignInPasskey',
      ...pendingChallenge(created),
      isSuspended: false,
      verified: false,
    };
  },
});

const verify = verificationRoute({
  path: '/sign-in-passkey/authentication/verify',
  summary: 'Verify a passkey sign-in',
  description:
    "With the options' `verificationId` and the browser's response (`payload`): an assertion, with user verification, of a credential registered in this tenant, for that challenge (used once, before it expires), from the sign-in pages' origin and relying-party id; its user handle must be the credential's user. The verification then identifies that user (`POST /api/experience/identification`) and counts as their second factor. 422 `session.mfa.webauthn_credential_not_found` for an unknown credential, `session.mfa.webauthn_verification_failed` when it does not verify; 404 `session.verification_not_found` for unknown, answered or expired options.",
  body: z.object({ verificationId: z.string().max(64), payload: authenticationResponseGuard }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<SignInPasskeyRecord> => {
    await assertPasskeySignIn(step);
    const parsed = signInPasskeyRecord.safeParse(step.verifications.find((kept) => kept.id === body.verificationId));
    const record = parsed.success ? parsed.data : undefined;
    const challenge = openChallenge(body.verificationId, record);
    const payload = { interactionEvent: step.event };
    let userId: string;
    try {
      userId = await createWebAuthnService(step.deps, step.tenantId).verifyAuthentication(
        step.relyingParty,
        challenge,
        asAuthenticationResponse(body.payload),
      );
    } catch (error) {
      if (error instanceof ApiError) step.log('Interaction.SignIn.Passkey.Submit', payload, error);
      throw error;
    }
    const user = await findUserScoped(step.deps.database.system, step.tenantId, 'id', userId);
    step.log('Interaction.SignIn.Passkey.Submit', { ...payload, userId });
    return {
      ...answered(record as SignInPasskeyRecord),
      userId,
      isSuspended: Boolean(user?.isSuspended),
      verified: true,
    };
  },
});

/**
 * Passkey sign-in (a first factor): a discoverable WebAuthn credential names its user. It proves
 * the account, and, being a possession checked with user verification, the second factor too.
 */
export const signInPasskeyVerification = defineVerificationMethod({
  record: signInPasskeyRecord,
  proves: (record) =>
    record.verified && record.userId
      ? {
          account: { userId: record.userId, isSuspended: record.isSuspended },
          mfa: { userId: record.userId, factor: 'WebAuthn', verified: true, enrolling: false },
        }
      : {},
  routes: [options, verify],
});
