import { generateId } from '@gatehouse/schemas/ids';
import type { InteractionEvent } from '@gatehouse/schemas/logs';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { z } from 'zod';
import { ApiError, assertThat } from '../../platform/http/api-error';
import { assertEmailAllowed } from '../../sign-in-experience/public';
import { normalizeIdentifier } from '../../users/identifiers';
import { userRecords } from '../../users/public';
import { createVerificationCodeService } from '../../verification-codes/public';
import { defineVerificationMethod, type VerificationStep, verificationRecord, verificationRoute } from './types';

const codeIdentifierGuard = z.object({ type: z.enum(['email', 'phone']), value: z.string().min(1).max(256) });

const verificationCodeRecord = verificationRecord('VerificationCode', {
  identifier: codeIdentifierGuard,
  /** Whether the code sent to the identifier came back right. */
  verified: z.boolean(),
  /** The account holding the identifier when the code was checked, if any. */
  userId: z.string().optional(),
  userSuspended: z.boolean().default(false),
});
type VerificationCodeRecord = z.output<typeof verificationCodeRecord>;

const messageTypeOf = { SignIn: 'SignIn', Register: 'Register', ForgotPassword: 'ForgotPassword' } as const;

/** Whether the sign-in experience lets people sign in with a code sent to this kind of identifier. */
export const codeSignInAllowed = (sie: SignInExperience, type: 'email' | 'phone') =>
  sie.signIn.methods.some((method) => method.identifier === type && method.verificationCode);

/**
 * Signing in with a kept verification: a code checked for another event (registration, say) signs
 * in only where codes may sign in.
 */
export const assertCodeMaySignIn = async (
  verification: { type: string },
  settings: () => Promise<SignInExperience>,
) => {
  const record = verificationCodeRecord.safeParse(verification);
  if (!record.success) return;
  const { type } = record.data.identifier;
  assertThat(codeSignInAllowed(await settings(), type), 'session.sign_in_method_not_enabled', { identifier: type });
};

/** Whether the tenant's sign-in experience lets this event use a code sent to this kind of identifier. */
const assertCodeAllowed = async (step: VerificationStep, type: 'email' | 'phone') => {
  const sie = await step.settings();
  const allowed: Record<InteractionEvent, boolean> = {
    SignIn: codeSignInAllowed(sie, type),
    Register: sie.signUp.identifiers.includes(type),
    ForgotPassword: true,
  };
  assertThat(allowed[step.event], 'session.sign_in_method_not_enabled', { identifier: type });
};

const normalized = (identifier: z.output<typeof codeIdentifierGuard>) => {
  try {
    return { type: identifier.type, value: normalizeIdentifier(identifier.type, identifier.value) };
  } catch {
    throw new ApiError(identifier.type === 'email' ? 'user.invalid_email' : 'user.invalid_phone', {
      field: identifier.type,
    });
  }
};

/**
 * The sign-in pages' codes share one purpose: a new code for an address replaces the one before it,
 * whichever interaction asked, so an address has one live code at a time. The verification still
 * binds it to this interaction's record and address.
 */
const experiencePurpose = 'experience';

const sendCode = verificationRoute({
  path: '/verification-code',
  summary: 'Send a verification code',
  description:
    "Sends a code to an email address or phone number through the tenant's email or SMS connector (the sign-in experience must allow codes for it in this interaction's event). Returns the verification to check the code with. A new code for the same address waits 60 s (429 `verification_code.too_soon`).",
  body: z.object({ identifier: codeIdentifierGuard }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<VerificationCodeRecord> => {
    await assertCodeAllowed(step, body.identifier.type);
    const identifier = normalized(body.identifier);
    // A registration's address becomes the account's: a blocked one gets no code (422, as at submit).
    if (identifier.type === 'email' && step.event === 'Register') {
      assertEmailAllowed((await step.settings()).emailBlocklistPolicy, identifier.value);
    }
    const id = generateId();
    const logKey = `Interaction.${step.event}.Identifier.VerificationCode.Create` as const;
    try {
      await createVerificationCodeService(step.deps, step.tenantId).send({
        identifier,
        purpose: experiencePurpose,
        messageType: messageTypeOf[step.event],
        language: step.language,
        clientAddress: step.ip,
      });
    } catch (error) {
      step.log(
        logKey,
        { identifierType: identifier.type, interactionEvent: step.event },
        error instanceof ApiError ? error : undefined,
      );
      throw error;
    }
    step.log(logKey, { identifierType: identifier.type, interactionEvent: step.event });
    return { id, type: 'VerificationCode', identifier, verified: false, userSuspended: false };
  },
});

const checkCode = verificationRoute({
  path: '/verification-code/verify',
  summary: 'Check a verification code',
  description:
    'Checks the code sent for `verificationId`. A right code proves the person receives messages at the identifier: signing in, it identifies the account holding it; registering, the new account starts with it verified; resetting a password, it identifies whose password to reset. A wrong code says how many tries are left.',
  body: z.object({
    identifier: codeIdentifierGuard,
    verificationId: z.string().min(1).max(32),
    code: z.string().min(1).max(16),
  }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<VerificationCodeRecord> => {
    const identifier = normalized(body.identifier);
    const kept = step.verifications.find((candidate) => candidate.id === body.verificationId);
    const record = verificationCodeRecord.safeParse(kept);
    if (!record.success || record.data.identifier.value !== identifier.value) {
      throw new ApiError('session.verification_not_found', { verificationId: body.verificationId });
    }
    const logKey = `Interaction.${step.event}.Identifier.VerificationCode.Submit` as const;
    try {
      await createVerificationCodeService(step.deps, step.tenantId).verify({
        identifier,
        purpose: experiencePurpose,
        code: body.code,
      });
    } catch (error) {
      step.log(
        logKey,
        { identifierType: identifier.type, interactionEvent: step.event },
        error instanceof ApiError ? error : undefined,
      );
      throw error;
    }
    const users = userRecords(step.tenantId);
    const user = await step.deps.database.withTenant(step.tenantId, (trx) =>
      users.findByIdentifier(trx, identifier.type, identifier.value),
    );
    step.log(logKey, { identifierType: identifier.type, interactionEvent: step.event, userId: user?.id });
    return {
      ...record.data,
      verified: true,
      ...(user && { userId: user.id, userSuspended: user.isSuspended }),
    };
  },
});

/**
 * A code sent to an email address or phone number and typed back: proves the person receives
 * messages there. It proves the account holding the identifier (sign-in, password reset) and a
 * verified new identity (registration).
 */
export const verificationCodeVerification = defineVerificationMethod({
  record: verificationCodeRecord,
  proves: (record) =>
    record.verified
      ? {
          ...(record.userId && { account: { userId: record.userId, isSuspended: record.userSuspended } }),
          newIdentity: { identifier: record.identifier, identifierVerified: true },
        }
      : {},
  routes: [sendCode, checkCode],
});
