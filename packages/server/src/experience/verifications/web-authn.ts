import { generateId } from '@gatehouse/schemas/ids';
import { mfaVerificationNameGuard } from '@gatehouse/schemas/mfa';
import { z } from 'zod';
import { createWebAuthnService } from '../../mfa/public';
import { ApiError, assertThat } from '../../platform/http/api-error';
import { findUserScoped } from '../../users/public';
import { assertFactorStep, mfaLogKey } from './mfa-common';
import { defineVerificationMethod, type VerificationStep, verificationRecord, verificationRoute } from './types';
import {
  answered,
  asAuthenticationResponse,
  asRegistrationResponse,
  authenticationResponseGuard,
  openChallenge,
  pendingChallenge,
  pendingChallengeShape,
  registrationResponseGuard,
} from './web-authn-common';

const webAuthnRecord = verificationRecord('WebAuthn', {
  userId: z.string(),
  /** `registration` enrolls a new credential (bound at submit); `authentication` checks one of the user's. */
  mode: z.enum(['registration', 'authentication']),
  ...pendingChallengeShape,
  /** Registration, once its response verified: the new credential (an id and a public key, no secret). */
  credential: z
    .object({
      id: z.string(),
      publicKey: z.string(),
      counter: z.number().int(),
      transports: z.array(z.string()).max(10),
      name: z.string().nullable(),
    })
    .optional(),
  /** Whether a response verified. */
  verified: z.boolean(),
});
type WebAuthnRecord = z.output<typeof webAuthnRecord>;

const optionsReply = (key: 'registrationOptions' | 'authenticationOptions') => ({
  schema: z.object({ [key]: z.record(z.string(), z.unknown()) }),
  of: (record: WebAuthnRecord) => ({ [key]: record.options ?? {} }),
});

const webAuthnOf = (step: VerificationStep) => createWebAuthnService(step.deps, step.tenantId);

/** The user's pending record of `mode` with `verificationId`, and its challenge (404 when there is none to answer). */
const pendingOf = (step: VerificationStep, userId: string, mode: WebAuthnRecord['mode'], verificationId: string) => {
  const parsed = webAuthnRecord.safeParse(step.verifications.find((kept) => kept.id === verificationId));
  const record = parsed.success && parsed.data.userId === userId && parsed.data.mode === mode ? parsed.data : undefined;
  const challenge = openChallenge(verificationId, record);
  return { record: record as WebAuthnRecord, challenge };
};

/** Runs a response check, with its audit record either way. */
const checked = async <T>(step: VerificationStep, userId: string, check: () => Promise<T>) => {
  const logKey = mfaLogKey(step, 'WebAuthn.Submit');
  try {
    const result = await check();
    step.log(logKey, { interactionEvent: step.event, userId });
    return result;
  } catch (error) {
    if (error instanceof ApiError) step.log(logKey, { interactionEvent: step.event, userId }, error);
    throw error;
  }
};

const registration = verificationRoute({
  path: '/web-authn/registration',
  summary: 'Start enrolling a security key or passkey',
  description:
    'For the identified user: the options for `navigator.credentials.create()` (the relying party is the host of the sign-in pages: the tenant endpoint, or its custom domain). The credential must be discoverable when passkey sign-in is on. Verify the response (`/web-authn/registration/verify`), then bind it (`POST /api/experience/profile/mfa`). 422 `session.mfa.factor_not_enabled` when the tenant does not offer WebAuthn.',
  limits: ({ requests }) => [requests],
  reply: optionsReply('registrationOptions'),
  verify: async (step): Promise<WebAuthnRecord> => {
    const userId = await assertFactorStep(step, 'WebAuthn');
    const user = await findUserScoped(step.deps.database.system, step.tenantId, 'id', userId);
    const name = user?.primaryEmail ?? user?.username ?? user?.primaryPhone ?? userId;
    const sie = await step.settings();
    const options = await webAuthnOf(step).registrationOptions(
      step.relyingParty,
      { id: userId, name },
      { discoverable: sie.passkeySignIn.enabled },
    );
    step.log(mfaLogKey(step, 'WebAuthn.Create'), { interactionEvent: step.event, userId });
    return {
      id: generateId(),
      type: 'WebAuthn',
      userId,
      mode: 'registration',
      ...pendingChallenge(options),
      verified: false,
    };
  },
});

const verifyRegistration = verificationRoute({
  path: '/web-authn/registration/verify',
  summary: 'Verify a new security key or passkey',
  description:
    "With the registration's `verificationId` and the browser's response (`payload`): the response must answer that registration's challenge, once, before it expires, from the sign-in pages' origin and relying-party id. 422 `session.mfa.webauthn_verification_failed` when it does not verify, `user.webauthn_credential_in_use` for a credential already registered; 404 `session.verification_not_found` for an unknown, answered or expired registration. Nothing is stored until the factor is bound and the interaction submitted.",
  body: z.object({
    verificationId: z.string().max(64),
    payload: registrationResponseGuard,
    /** A name for the credential in the account's list (its authenticator's, or "Passkey", when left out). */
    name: mfaVerificationNameGuard.optional(),
  }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<WebAuthnRecord> => {
    const userId = await assertFactorStep(step, 'WebAuthn');
    const { record, challenge } = pendingOf(step, userId, 'registration', body.verificationId);
    const credential = await checked(step, userId, () =>
      webAuthnOf(step).verifyRegistration(step.relyingParty, challenge, asRegistrationResponse(body.payload)),
    );
    const { authenticatorName, ...stored } = credential;
    return { ...answered(record), credential: { ...stored, name: body.name ?? authenticatorName }, verified: true };
  },
});

const authentication = verificationRoute({
  path: '/web-authn/authentication',
  summary: 'Start verifying a security key or passkey',
  description:
    "For the identified user with WebAuthn credentials: the options for `navigator.credentials.get()`, allowing the user's credentials. 422 `session.mfa.webauthn_credential_not_found` when the user has none.",
  limits: ({ requests }) => [requests],
  reply: optionsReply('authenticationOptions'),
  verify: async (step): Promise<WebAuthnRecord> => {
    const userId = await assertFactorStep(step, 'WebAuthn');
    const options = await webAuthnOf(step).authenticationOptions(step.relyingParty, userId);
    step.log(mfaLogKey(step, 'WebAuthn.Create'), { interactionEvent: step.event, userId });
    return {
      id: generateId(),
      type: 'WebAuthn',
      userId,
      mode: 'authentication',
      ...pendingChallenge(options),
      verified: false,
    };
  },
});

const verifyAuthentication = verificationRoute({
  path: '/web-authn/authentication/verify',
  summary: 'Verify a security key or passkey',
  description:
    "With the authentication's `verificationId` and the browser's response (`payload`): an assertion of one of the user's credentials for that challenge (used once, before it expires), from the sign-in pages' origin and relying-party id, with a signature counter above the stored one. 422 `session.mfa.webauthn_verification_failed` when it does not verify, `session.mfa.webauthn_credential_not_found` for a credential that is not the user's; 404 `session.verification_not_found` for an unknown, answered or expired authentication.",
  body: z.object({ verificationId: z.string().max(64), payload: authenticationResponseGuard }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<WebAuthnRecord> => {
    const userId = await assertFactorStep(step, 'WebAuthn');
    const { record, challenge } = pendingOf(step, userId, 'authentication', body.verificationId);
    const owner = await checked(step, userId, () =>
      webAuthnOf(step).verifyAuthentication(
        step.relyingParty,
        challenge,
        asAuthenticationResponse(body.payload),
        userId,
      ),
    );
    assertThat(owner === userId, 'session.mfa.webauthn_credential_not_found');
    return { ...answered(record), verified: true };
  },
});

/** A security key or passkey as a second factor (WebAuthn): enrolled, or one of the user's checked at sign-in. */
export const webAuthnVerification = defineVerificationMethod({
  record: webAuthnRecord,
  proves: (record) => ({
    mfa: {
      userId: record.userId,
      factor: 'WebAuthn',
      verified: record.verified,
      enrolling: record.mode === 'registration',
    },
  }),
  routes: [registration, verifyRegistration, authentication, verifyAuthentication],
});
