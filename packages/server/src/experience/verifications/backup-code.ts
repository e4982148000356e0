import { generateId } from '@gatehouse/schemas/ids';
import { backupCodeGuard } from '@gatehouse/schemas/mfa';
import { z } from 'zod';
import { newBackupCodes } from '../../mfa/public';
import { assertFactorStep, checkFactorCode, mfaLogKey, mfaOf } from './mfa-common';
import { defineVerificationMethod, verificationRecord, verificationRoute } from './types';

const backupCodeRecord = verificationRecord('BackupCode', {
  userId: z.string(),
  /** Generation only: the new codes (a JSON list), sealed; shown once, bound at submit. */
  codes: z.string().optional(),
  /** Whether one of the user's unused codes matched (and is now used). */
  verified: z.boolean(),
});
type BackupCodeRecord = z.output<typeof backupCodeRecord>;

const generate = verificationRoute({
  path: '/backup-code/generate',
  summary: 'Generate backup codes',
  description:
    "Ten new single-use codes for the identified user, answered this once. Bind them (`POST /api/experience/profile/mfa`) to replace the user's codes at submit. 422 `session.mfa.factor_not_enabled` when the tenant does not offer backup codes.",
  limits: ({ requests }) => [requests],
  reply: {
    schema: z.object({ codes: z.array(z.string()) }),
    of: (record: BackupCodeRecord, c) => ({
      codes: z.array(z.string()).parse(JSON.parse(c.var.services.mfa.openPending(record.codes ?? ''))),
    }),
  },
  verify: async (step): Promise<BackupCodeRecord> => {
    const userId = await assertFactorStep(step, 'BackupCode');
    step.log(mfaLogKey(step, 'BackupCode.Create'), { interactionEvent: step.event, userId });
    const sealed = mfaOf(step).sealPending(JSON.stringify(newBackupCodes()));
    return { id: generateId(), type: 'BackupCode', userId, codes: sealed, verified: false };
  },
});

const verifyCode = verificationRoute({
  path: '/backup-code/verify',
  summary: 'Use a backup code',
  description:
    "One of the user's unused backup codes; it cannot be used again. Wrong and used codes count toward the account's lockout (429 `session.too_many_attempts`); 422 `session.mfa.invalid_code`.",
  body: z.object({ code: backupCodeGuard }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<BackupCodeRecord> => {
    const userId = await assertFactorStep(step, 'BackupCode');
    const mfa = mfaOf(step);
    await checkFactorCode(step, userId, mfaLogKey(step, 'BackupCode.Submit'), () =>
      mfa.useBackupCode(userId, body.code),
    );
    return { id: generateId(), type: 'BackupCode', userId, verified: true };
  },
});

/** Backup codes: ten single-use codes, generated at enrollment, each usable once instead of another factor. */
export const backupCodeVerification = defineVerificationMethod({
  record: backupCodeRecord,
  proves: (record) => ({
    mfa: { userId: record.userId, factor: 'BackupCode', verified: record.verified, enrolling: Boolean(record.codes) },
  }),
  routes: [generate, verifyCode],
});
