import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMfaService } from '../mfa/public';
import type { TenantRuntime } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { interactionStore } from './interaction';
import { createStepLog } from './log';
import { mfaProofsOf } from './mfa';
import { effectiveSignInExperience } from './mode';
import type { BindableFactor } from './state';
import { proofOf } from './verifications/registry';

export type ExperienceMfaContext = {
  deps: PlatformDeps;
  runtime: TenantRuntime;
  req: IncomingMessage;
  res: ServerResponse;
  ip: string;
  userAgent: string | undefined;
};

/**
 * The Experience API's profile steps of second factors (peer-interfaces §3.4): bind a factor
 * enrolled in this interaction (added to the account at submit), skip the enrollment prompt where
 * the policy allows, and "remember this device" once a factor is verified.
 */
export const createExperienceMfaService = (context: ExperienceMfaContext) => {
  const { deps, runtime, req, res } = context;
  const { tenantId, provider } = runtime;
  const store = interactionStore(provider, req, res);
  const log = createStepLog({ deps, tenantId, ip: context.ip, userAgent: context.userAgent });
  const settings = () => effectiveSignInExperience(deps, tenantId);

  const identified = async () => {
    const interaction = await store.load();
    const state = store.stateOf(interaction);
    assertThat(state.userId, 'session.not_identified');
    const event = state.event === 'Register' ? ('Register' as const) : ('SignIn' as const);
    return { interaction, state, userId: state.userId, event };
  };

  return {
    bind: async (input: { type: BindableFactor; verificationId: string }) => {
      const { interaction, state, userId, event } = await identified();
      const sie = await settings();
      assertThat(sie.mfa.factors.includes(input.type), 'session.mfa.factor_not_enabled', { factor: input.type });
      const record = state.verifications.find((verification) => verification.id === input.verificationId);
      const proof = record && proofOf(record).mfa;
      const ready = proof?.factor === input.type && proof.userId === userId && proof.enrolling;
      // A new TOTP secret or WebAuthn credential binds once verified; new backup codes bind as generated.
      if (!ready || (input.type !== 'BackupCode' && !proof.verified)) {
        throw new ApiError('session.verification_not_found', { verificationId: input.verificationId });
      }
      const bind = [...state.mfa.bind.filter((binding) => binding.type !== input.type), input];
      await store.save(interaction, { ...state, mfa: { ...state.mfa, bind } });
      log(`Interaction.${event}.Mfa.Bind`, { interactionEvent: state.event, userId, factor: input.type });
    },

    skip: async () => {
      const { interaction, state, userId, event } = await identified();
      const sie = await settings();
      const prompts = sie.mfa.policy === 'PromptOnlyAtSignIn' || sie.mfa.policy === 'PromptAtSignInAndSignUp';
      // An organization requiring MFA makes the prompt unskippable at submit, skipped or not.
      if (!prompts) {
        const error = new ApiError('session.mfa.skip_not_allowed');
        log(`Interaction.${event}.Mfa.Skip`, { interactionEvent: state.event, userId }, error);
        throw error;
      }
      await store.save(interaction, { ...state, mfa: { ...state.mfa, skipped: true } });
      log(`Interaction.${event}.Mfa.Skip`, { interactionEvent: state.event, userId });
    },

    /** Trusts this browser for the tenant's remember-device days; answers its cookie's token and expiry. */
    rememberDevice: async () => {
      const { state, userId } = await identified();
      const sie = await settings();
      assertThat(sie.mfa.rememberDeviceDays > 0, 'session.mfa.factor_not_enabled', { factor: 'RememberDevice' });
      const verified = mfaProofsOf(state, userId).some((proof) => proof.verified);
      assertThat(verified, 'session.mfa.require_mfa_verification', { availableFactors: sie.mfa.factors });
      return createMfaService(deps, tenantId).trustDevice(userId, sie.mfa.rememberDeviceDays);
    },
  };
};
