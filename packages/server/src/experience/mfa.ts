import type { IncomingMessage } from 'node:http';
import { codeFactorIdentifiers, isCodeFactor, type MfaFactor, maskIdentifier } from '@gatehouse/schemas/mfa';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { createMfaService, createWebAuthnService } from '../mfa/public';
import { createOrganizationService } from '../organizations/service';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { requestCookie } from '../platform/http/cookies';
import { findUserScoped } from '../users/public';
import type { Interaction } from './interaction';
import { bindPrimaryIdentifier } from './mfa-identifier';
import { bindableFactors, type ExperienceState } from './state';
import { proofOf } from './verifications/registry';
import type { MfaProof } from './verifications/types';

/** The cookie of "remember this device": a random token whose digest names a trusted device (mfa_trusted_devices). */
export const trustedDeviceCookie = 'gatehouse_mfa_device';

const enrollable = new Set<MfaFactor>(bindableFactors);
/** The factors that are the second step itself (backup codes only stand in for them). */
const primaryFactors = new Set<MfaFactor>(['Totp', 'WebAuthn', 'EmailVerificationCode', 'PhoneVerificationCode']);

const deviceTokenOf = (req: IncomingMessage) => requestCookie(req, trustedDeviceCookie);

/** The second-factor proofs of this interaction for `userId`. */
export const mfaProofsOf = (state: ExperienceState, userId: string): MfaProof[] =>
  state.verifications.flatMap((verification) => {
    const proof = proofOf(verification).mfa;
    return proof && proof.userId === userId ? [proof] : [];
  });

/** Whether the organization of the authorization request (`organization_id`) requires MFA. */
const organizationRequiresMfa = async (deps: PlatformDeps, tenantId: string, interaction: Interaction) => {
  const organizationId = interaction.params.organization_id;
  if (typeof organizationId !== 'string' || !organizationId) return false;
  try {
    return (await createOrganizationService(deps, tenantId).get(organizationId)).isMfaRequired;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
};

/**
 * The MFA step of submit (spec §9 policies): a user with a factor verifies one at sign-in (unless
 * this device is trusted); a user without one enrolls when the policy prompts at this event (or
 * the organization of `organization_id` requires MFA), unless the prompt may be and was skipped.
 * Refusals name what the pages offer: 403 `session.mfa.require_mfa_verification` and 422
 * `session.mfa.mfa_enrollment_required`, each with `availableFactors`. A new factor enrolled in
 * this interaction is bound (`bindPending`) once the gate passes.
 */
export const createMfaGate = (deps: PlatformDeps, tenantId: string) => {
  const mfa = createMfaService(deps, tenantId);
  const webAuthn = createWebAuthnService(deps, tenantId);
  /** The code factors a user has by a primary email / phone, with the identifiers masked for the pages. */
  const codeFactorsOf = async (userId: string, enabled: readonly MfaFactor[]) => {
    const offered = enabled.filter(isCodeFactor);
    const masked: Partial<Record<'email' | 'phone', string>> = {};
    if (offered.length === 0) return { factors: offered, masked };
    const user = await findUserScoped(deps.database.system, tenantId, 'id', userId);
    const factors = offered.filter((factor) => {
      const type = codeFactorIdentifiers[factor];
      const value = type === 'email' ? user?.primaryEmail : user?.primaryPhone;
      if (value) masked[type] = maskIdentifier(type, value);
      return Boolean(value);
    });
    return { factors, masked };
  };
  return {
    enforce: async (input: {
      interaction: Interaction;
      state: ExperienceState;
      sie: SignInExperience;
      userId: string;
      req: IncomingMessage;
    }) => {
      const { state, sie, userId } = input;
      if (state.event === 'ForgotPassword') return;
      const enabled = sie.mfa.factors;
      // No factor on: nothing to verify or enroll, and no read of the user's factors.
      if (enabled.length === 0) return;
      const owned = await deps.database.withTenant(tenantId, (trx) => mfa.factorsOf(trx, userId));
      const codes = await codeFactorsOf(userId, enabled);
      const usable = [...new Set([...owned.map((factor) => factor.type), ...codes.factors])].filter((factor) =>
        enabled.includes(factor),
      );
      const proofs = mfaProofsOf(state, userId);
      if (usable.length > 0) {
        if (state.event !== 'SignIn') return;
        if (proofs.some((proof) => proof.verified && !proof.enrolling)) return;
        const token = deviceTokenOf(input.req);
        if (token && (await mfa.isTrustedDevice(userId, token))) return;
        throw new ApiError('session.mfa.require_mfa_verification', {
          availableFactors: usable,
          ...(codes.factors.length > 0 && { maskedIdentifiers: codes.masked }),
        });
      }
      const offered = enabled.filter((factor) => enrollable.has(factor));
      if (offered.length === 0) return;
      const bound = new Set(state.mfa.bind.map((binding) => binding.type));
      const orgRequired = await organizationRequiresMfa(deps, tenantId, input.interaction);
      const { policy } = sie.mfa;
      const prompts =
        policy === 'Mandatory' ||
        policy === 'PromptAtSignInAndSignUp' ||
        (policy === 'PromptOnlyAtSignIn' && state.event === 'SignIn') ||
        orgRequired;
      if ([...bound].some((factor) => primaryFactors.has(factor))) {
        // Backup codes, when offered, come with the first factor: they are the way back in without it.
        if (offered.includes('BackupCode') && !bound.has('BackupCode')) {
          throw new ApiError('session.mfa.mfa_enrollment_required', {
            availableFactors: ['BackupCode'],
            skippable: false,
          });
        }
        return;
      }
      if (!prompts) return;
      const skippable = policy !== 'Mandatory' && !orgRequired;
      if (skippable && state.mfa.skipped) return;
      throw new ApiError('session.mfa.mfa_enrollment_required', {
        availableFactors: offered.filter((factor) => factor !== 'BackupCode'),
        skippable,
      });
    },

    /** Adds the factors enrolled in this interaction to the account, in one transaction. */
    bindPending: async (state: ExperienceState, userId: string) => {
      if (state.mfa.bind.length === 0) return;
      const records = state.mfa.bind.map((binding) => {
        const record = state.verifications.find((verification) => verification.id === binding.verificationId);
        if (!record || proofOf(record).mfa?.factor !== binding.type)
          throw new ApiError('session.verification_not_found');
        return record;
      });
      await deps.database.withTenant(tenantId, async (trx) => {
        for (const record of records) {
          if (record.type === 'Totp' && record.secret) {
            await mfa.addTotp(userId, mfa.openPending(record.secret), trx, record.acceptedStep);
          }
          if (record.type === 'WebAuthn' && record.credential) {
            const { name, ...credential } = record.credential;
            await webAuthn.add(trx, userId, credential, name ?? 'Passkey');
          }
          if (record.type === 'MfaVerificationCode' && record.newIdentifier) {
            await bindPrimaryIdentifier(trx, tenantId, userId, record.identifierType, record.newIdentifier);
          }
          if (record.type === 'BackupCode' && record.codes) {
            await mfa.replaceBackupCodes(userId, JSON.parse(mfa.openPending(record.codes)) as string[], trx);
          }
        }
      });
    },
  };
};
