import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { recordActivityBestEffort } from '../dashboard/public';
import type { Trx } from '../platform/db/database';
import { ApiError, assertThat } from '../platform/http/api-error';
import { findUserScoped, recordSignIn, userRecords } from '../users/public';
import { applicationIdOf, type Interaction, type interactionStore, remainingTtl } from './interaction';
import type { createHookEventEmitter, StepLog } from './log';
import { createMfaGate } from './mfa';
import { resetPassword } from './registration';
import type { ExperienceContext } from './service';
import { type ExperienceState, profileColumnOf } from './state';
import { proofOf } from './verifications/registry';

/** What submit shares with the other steps of the interaction (service.ts). */
export type SubmitTools = {
  loadInteraction: () => Promise<Interaction>;
  stateOf: (interaction: Interaction) => ExperienceState;
  save: ReturnType<typeof interactionStore>['save'];
  settings: () => Promise<SignInExperience>;
  log: StepLog;
  emitHookEvent: ReturnType<typeof createHookEventEmitter>;
};

/**
 * Finishes the interaction: a password reset saves the new password; otherwise the profile the
 * sign-up rules require is complete, the second factor passes (mfa.ts), and the OIDC flow resumes.
 * Returns where the browser goes next.
 */
export const submitInteraction = async (context: ExperienceContext, tools: SubmitTools): Promise<string> => {
  const { deps, runtime, req } = context;
  const { tenantId } = runtime;
  const { loadInteraction, stateOf, save, settings, log, emitHookEvent } = tools;
  const users = userRecords(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);

  const interaction = await loadInteraction();
  const state = stateOf(interaction);
  assertThat(state.userId, 'session.not_identified');
  const userId = state.userId;
  const sie = await settings();
  const user = await findUserScoped(deps.database.system, tenantId, 'id', userId);
  assertThat(user, 'session.not_identified');
  assertThat(!user.isSuspended, 'user.suspended');

  if (state.event === 'ForgotPassword') {
    await resetPassword(deps, tenantId, userId, state.profile);
    await save(interaction, { event: 'SignIn', verifications: [], profile: {} });
    const appId = applicationIdOf(interaction);
    log('Interaction.ForgotPassword.Submit', { interactionEvent: state.event, userId, applicationId: appId });
    await emitHookEvent({
      event: 'PostResetPassword',
      interactionEvent: state.event,
      userId,
      applicationId: appId,
    });
    return interaction.returnTo;
  }

  // Profile fulfilment: the sign-up rules name what every account must have.
  const merged = { ...user, ...state.profile };
  const missing: string[] = [];
  const required = sie.signUp.identifiers;
  if (required.length > 0 && !required.some((type) => merged[profileColumnOf[type]])) missing.push(...required);
  // A person who signs in with a social or enterprise SSO identity needs no password of ours.
  const social =
    Object.keys(user.identities ?? {}).length > 0 || state.verifications.some((v) => proofOf(v).enterpriseSso);
  if (sie.signUp.password && !merged.passwordEncrypted && !social) missing.push('password');
  if (missing.length > 0) throw new ApiError('session.missing_profile', { missingProfile: missing });
  const mfaGate = createMfaGate(deps, tenantId);
  await mfaGate.enforce({ interaction, state, sie, userId, req });
  await mfaGate.bindPending(state, userId);

  if (Object.keys(state.profile).length > 0) {
    await inTenant((trx) => users.updateById(trx, userId, { ...state.profile, lastSignInAt: new Date() }));
  } else {
    await recordSignIn(deps.database.system, tenantId, userId);
  }
  // Best-effort: a failed count is logged and never fails the sign-in.
  await recordActivityBestEffort(deps, tenantId, userId, { signIn: true });

  // What provider.interactionResult does, on the interaction already loaded (one read fewer).
  interaction.result = { login: { accountId: userId } };
  await interaction.save(remainingTtl(interaction));
  const redirectTo = interaction.returnTo;
  const appId = applicationIdOf(interaction);
  log(`Interaction.${state.event}.Submit`, { interactionEvent: state.event, userId, applicationId: appId });
  await emitHookEvent({
    event: state.event === 'Register' ? 'PostRegister' : 'PostSignIn',
    interactionEvent: state.event,
    userId,
    applicationId: appId,
  });
  return redirectTo;
};
