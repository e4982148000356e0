import { generateId } from '@gatehouse/schemas/ids';
import { totpCodeGuard } from '@gatehouse/schemas/mfa';
import { z } from 'zod';
import { ApiError, assertThat } from '../../platform/http/api-error';
import { findUserScoped } from '../../users/public';
import { assertFactorStep, checkFactorCode, mfaLogKey, mfaOf } from './mfa-common';
import { defineVerificationMethod, verificationRecord, verificationRoute } from './types';

const totpRecord = verificationRecord('Totp', {
  userId: z.string(),
  /** Enrollment only: the new secret, sealed (platform/secrets.ts); shown once, bound at submit. */
  secret: z.string().optional(),
  /** Enrollment only: the account's name in the authenticator app. */
  label: z.string().optional(),
  /** Enrollment only: the time step of the code that matched (the factor will not accept it again). */
  acceptedStep: z.number().int().optional(),
  /** Whether a code matched. */
  verified: z.boolean(),
});
type TotpRecord = z.output<typeof totpRecord>;

const createSecret = verificationRoute({
  path: '/totp/secret',
  summary: 'Start enrolling an authenticator app',
  description:
    'For the identified user without a TOTP factor: a new secret, answered with its `otpauth://` URI for a QR code. Verify a code of it (`/totp/verify` with this `verificationId`), then bind it (`POST /api/experience/profile/mfa`). 422 `session.mfa.factor_not_enabled` when the tenant does not offer TOTP.',
  limits: ({ requests }) => [requests],
  reply: {
    schema: z.object({ secret: z.string(), keyUri: z.string() }),
    of: (record: TotpRecord, c) => {
      const secret = c.var.services.mfa.openPending(record.secret ?? '');
      return { secret, keyUri: c.var.services.mfa.totpUri(secret, c.get('tenantId'), record.label ?? record.userId) };
    },
  },
  verify: async (step): Promise<TotpRecord> => {
    const userId = await assertFactorStep(step, 'Totp');
    const mfa = mfaOf(step);
    const factors = await step.deps.database.withTenant(step.tenantId, (trx) => mfa.factorsOf(trx, userId));
    assertThat(!factors.some((factor) => factor.type === 'Totp'), 'user.totp_already_in_use');
    const user = await findUserScoped(step.deps.database.system, step.tenantId, 'id', userId);
    step.log(mfaLogKey(step, 'Totp.Create'), { interactionEvent: step.event, userId });
    return {
      id: generateId(),
      type: 'Totp',
      userId,
      secret: mfa.sealPending(mfa.newTotpSecret()),
      label: user?.primaryEmail ?? user?.username ?? user?.primaryPhone ?? userId,
      verified: false,
    };
  },
});

const verifyCode = verificationRoute({
  path: '/totp/verify',
  summary: 'Verify an authenticator app code',
  description:
    "With `verificationId`: a code of the secret being enrolled. Without: a code of the user's TOTP factor (±1 time step; a code once accepted is refused after). Wrong codes count toward the account's lockout (429 `session.too_many_attempts`); 422 `session.mfa.invalid_code`.",
  body: z.object({ code: totpCodeGuard, verificationId: z.string().max(64).optional() }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<TotpRecord> => {
    const userId = await assertFactorStep(step, 'Totp');
    const mfa = mfaOf(step);
    const logKey = mfaLogKey(step, 'Totp.Submit');
    if (body.verificationId) {
      const kept = step.verifications.find((candidate) => candidate.id === body.verificationId);
      const pending = totpRecord.safeParse(kept);
      if (!pending.success || pending.data.userId !== userId || !pending.data.secret) {
        throw new ApiError('session.verification_not_found', { verificationId: body.verificationId });
      }
      const secret = mfa.openPending(pending.data.secret);
      let acceptedStep: number | undefined;
      await checkFactorCode(step, userId, logKey, async () => {
        acceptedStep = mfa.checkNewTotp(secret, body.code);
        return acceptedStep !== undefined;
      });
      return { ...pending.data, acceptedStep, verified: true };
    }
    await checkFactorCode(step, userId, logKey, () => mfa.verifyTotp(userId, body.code));
    return { id: generateId(), type: 'Totp', userId, verified: true };
  },
});

/** An authenticator app (RFC 6238): enrolled with a new secret, or its code checked at sign-in. */
export const totpVerification = defineVerificationMethod({
  record: totpRecord,
  proves: (record) => ({
    mfa: { userId: record.userId, factor: 'Totp', verified: record.verified, enrolling: Boolean(record.secret) },
  }),
  routes: [createSecret, verifyCode],
});
