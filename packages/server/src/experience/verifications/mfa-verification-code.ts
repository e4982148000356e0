import { generateId } from '@gatehouse/schemas/ids';
import type { CodeFactor } from '@gatehouse/schemas/mfa';
import { z } from 'zod';
import { ApiError } from '../../platform/http/api-error';
import { assertEmailAllowed } from '../../sign-in-experience/public';
import { normalizeIdentifier } from '../../users/identifiers';
import { assertIdentifiersFree, findUserScoped } from '../../users/public';
import { createVerificationCodeService } from '../../verification-codes/public';
import { assertFactorStep, checkFactorCode, mfaLogKey } from './mfa-common';
import { defineVerificationMethod, type VerificationStep, verificationRecord, verificationRoute } from './types';

const identifierTypeGuard = z.enum(['email', 'phone']);
type IdentifierType = z.infer<typeof identifierTypeGuard>;

const mfaCodeRecord = verificationRecord('MfaVerificationCode', {
  userId: z.string(),
  identifierType: identifierTypeGuard,
  /** Whether the code sent to the user's primary email / phone came back right. */
  verified: z.boolean(),
  /**
   * Enrolling a code factor: the new address (normalized) the code went to, which becomes the
   * user's primary email / phone at submit; absent when the code went to the user's own one.
   */
  newIdentifier: z.string().optional(),
});
type MfaCodeRecord = z.output<typeof mfaCodeRecord>;

const factorOf = (type: IdentifierType): CodeFactor =>
  type === 'email' ? 'EmailVerificationCode' : 'PhoneVerificationCode';
const logAction = (type: IdentifierType, action: 'Create' | 'Submit') =>
  `${type === 'email' ? 'Email' : 'Phone'}VerificationCode.${action}` as const;

/** MFA codes have their own purpose: a sign-in code for the same address never answers here. */
const mfaPurpose = 'mfa';

/** The identified user's own primary email / phone (422 when they have none): never an address from the request. */
const ownIdentifier = async (step: VerificationStep, type: IdentifierType) => {
  const factor = factorOf(type);
  const userId = await assertFactorStep(step, factor);
  const user = await findUserScoped(step.deps.database.system, step.tenantId, 'id', userId);
  const value = type === 'email' ? user?.primaryEmail : user?.primaryPhone;
  if (!value) throw new ApiError('session.mfa.no_identifier_for_factor', { factor });
  return { userId, identifier: { type, value } };
};

/** The column of each identifier type on the user. */
const primaryColumn = { email: 'primaryEmail', phone: 'primaryPhone' } as const;

/**
 * Enrolling a code factor with a new address (a user with no primary email / phone of the type):
 * valid, allowed by the email blocklist, held by nobody. Answers the normalized address.
 */
const newAddress = async (step: VerificationStep, type: IdentifierType, raw: string) => {
  const factor = factorOf(type);
  const userId = await assertFactorStep(step, factor);
  const user = await findUserScoped(step.deps.database.system, step.tenantId, 'id', userId);
  if (user?.[primaryColumn[type]]) throw new ApiError('session.mfa.identifier_already_bound', { factor });
  const value = normalizeIdentifier(type, raw);
  if (type === 'email') assertEmailAllowed((await step.settings()).emailBlocklistPolicy, value);
  await step.deps.database.withTenant(step.tenantId, (trx) =>
    assertIdentifiersFree(trx, step.tenantId, { [primaryColumn[type]]: value }, userId),
  );
  return { userId, identifier: { type, value } };
};

const sendCode = verificationRoute({
  path: '/mfa-verification-code',
  summary: 'Send a second-factor code',
  description:
    "Sends a code to the identified user's primary email (`identifierType: 'email'`, factor `EmailVerificationCode`) or phone (`'phone'`, `PhoneVerificationCode`) through the tenant's connector. A user with no such identifier enrolls the factor by sending `newIdentifier` (a new address): it must be valid (`user.invalid_email` / `user.invalid_phone`), pass the email blocklist (`email_blocklist.*`) and be held by no other user (`user.email_already_in_use` / `user.phone_already_in_use`); once its code is checked, bind it (`/experience/profile/mfa`) and it becomes the primary email / phone at submit (`session.mfa.identifier_already_bound` when the user has one). 422 `session.mfa.factor_not_enabled` when the tenant does not offer the factor, `session.mfa.no_identifier_for_factor` when the user has no such identifier; a new code waits 60 s (429 `verification_code.too_soon`).",
  body: z.object({ identifierType: identifierTypeGuard, newIdentifier: z.string().min(1).max(256).optional() }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<MfaCodeRecord> => {
    const { userId, identifier } =
      body.newIdentifier === undefined
        ? await ownIdentifier(step, body.identifierType)
        : await newAddress(step, body.identifierType, body.newIdentifier);
    const logKey = mfaLogKey(step, logAction(identifier.type, 'Create'));
    const payload = { interactionEvent: step.event, userId };
    try {
      await createVerificationCodeService(step.deps, step.tenantId).send({
        identifier,
        purpose: mfaPurpose,
        messageType: 'MfaVerification',
        language: step.language,
        clientAddress: step.ip,
      });
    } catch (error) {
      step.log(logKey, payload, error instanceof ApiError ? error : undefined);
      throw error;
    }
    step.log(logKey, payload);
    return {
      id: generateId(),
      type: 'MfaVerificationCode',
      userId,
      identifierType: identifier.type,
      verified: false,
      ...(body.newIdentifier !== undefined && { newIdentifier: identifier.value }),
    };
  },
});

const checkCode = verificationRoute({
  path: '/mfa-verification-code/verify',
  summary: 'Check a second-factor code',
  description:
    'Checks the code sent for `verificationId`. Wrong codes count toward the account’s lockout like TOTP codes (429 `session.too_many_attempts`; 422 `session.mfa.invalid_code`); an expired or used-up code answers its `verification_code.*` error.',
  body: z.object({ verificationId: z.string().min(1).max(32), code: z.string().min(1).max(16) }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<MfaCodeRecord> => {
    const kept = mfaCodeRecord.safeParse(step.verifications.find((candidate) => candidate.id === body.verificationId));
    if (!kept.success || kept.data.userId !== step.userId) {
      throw new ApiError('session.verification_not_found', { verificationId: body.verificationId });
    }
    const { newIdentifier, identifierType } = kept.data;
    const { userId, identifier } = newIdentifier
      ? {
          userId: await assertFactorStep(step, factorOf(identifierType)),
          identifier: { type: identifierType, value: newIdentifier },
        }
      : await ownIdentifier(step, identifierType);
    const logKey = mfaLogKey(step, logAction(identifier.type, 'Submit'));
    const codes = createVerificationCodeService(step.deps, step.tenantId);
    let refusal: ApiError | undefined;
    await checkFactorCode(step, userId, logKey, async () => {
      try {
        await codes.verify({ identifier, purpose: mfaPurpose, code: body.code });
        return true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code !== 'verification_code.code_mismatch') refusal = error;
        return false;
      }
    }).catch((error: unknown) => {
      // A dead code (expired, used, tries spent) says so rather than "wrong code"; it still counted.
      throw refusal && error instanceof ApiError && error.code === 'session.mfa.invalid_code' ? refusal : error;
    });
    return { ...kept.data, verified: true };
  },
});

/** A code sent to the user's primary email or phone, as a second factor (spec §9), or to a new one enrolling it. */
export const mfaVerificationCodeVerification = defineVerificationMethod({
  record: mfaCodeRecord,
  proves: (record) => ({
    mfa: {
      userId: record.userId,
      factor: factorOf(record.identifierType),
      verified: record.verified,
      enrolling: Boolean(record.newIdentifier),
    },
  }),
  routes: [sendCode, checkCode],
});
