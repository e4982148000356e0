import type { MfaFactor } from '@gatehouse/schemas/mfa';
import { createMfaService } from '../../mfa/public';
import { ApiError, assertThat } from '../../platform/http/api-error';
import type { VerificationStep } from './types';

/** The mfa service of the step's tenant. */
export const mfaOf = (step: VerificationStep) => createMfaService(step.deps, step.tenantId);

/** A second factor is verified or enrolled for the identified user, with a factor the tenant enabled. */
export const assertFactorStep = async (step: VerificationStep, factor: MfaFactor) => {
  assertThat(step.userId, 'session.not_identified');
  assertThat(step.event !== 'ForgotPassword', 'session.mfa.factor_not_enabled', { factor });
  const sie = await step.settings();
  assertThat(sie.mfa.factors.includes(factor), 'session.mfa.factor_not_enabled', { factor });
  return step.userId;
};

/**
 * A code check of a second factor, under the tenant's lockout like passwords (sentinel.ts, keyed by
 * the account): 429 `session.too_many_attempts` while locked, 422 `session.mfa.invalid_code` for a
 * wrong or used code. Each outcome gets its audit record.
 */
export const checkFactorCode = async (
  step: VerificationStep,
  userId: string,
  logKey: Parameters<VerificationStep['log']>[0],
  judge: () => Promise<boolean>,
) => {
  const sie = await step.settings();
  const outcome = await step.sentinel.attempt(`${step.tenantId}:mfa:${userId}`, sie.sentinelPolicy, judge);
  const payload = { interactionEvent: step.event, userId };
  if ('retryAfterMs' in outcome) {
    const error = new ApiError('session.too_many_attempts', {
      decision: 'Blocked',
      retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000),
    });
    step.log(logKey, payload, error);
    throw error;
  }
  if (!outcome.succeeded) {
    const error = new ApiError('session.mfa.invalid_code');
    step.log(logKey, payload, error);
    throw error;
  }
  step.log(logKey, payload);
};

/** The audit key of a second-factor step in this interaction (sign-in or sign-up). */
export const mfaLogKey = <
  A extends
    | 'Totp.Create'
    | 'Totp.Submit'
    | 'BackupCode.Create'
    | 'BackupCode.Submit'
    | 'WebAuthn.Create'
    | 'WebAuthn.Submit'
    | `${'Email' | 'Phone'}VerificationCode.${'Create' | 'Submit'}`,
>(
  step: VerificationStep,
  action: A,
) => `Interaction.${step.event === 'Register' ? 'Register' : 'SignIn'}.Mfa.${action}` as const;
