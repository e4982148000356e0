import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import type { InteractionEvent } from '@gatehouse/schemas/logs';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { messageChannels } from '../connectors/public';
import { recordActivityBestEffort } from '../dashboard/public';
import type { TenantRuntime } from '../oidc/runtime';
import { provisionByEmailDomain } from '../organizations/service.jit';
import { hashPassword } from '../passwords/hashing';
import { validatePassword } from '../passwords/policy';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { inUseCode, normalizeIdentifier } from '../users/identifiers';
import { findUserScoped, recordSignIn, userRecords } from '../users/public';
import { type Interaction, interactionStore, remainingTtl } from './interaction';
import { createHookEventEmitter, createStepLog } from './log';
import { createMfaGate } from './mfa';
import { effectiveSignInExperience } from './mode';
import { registerUser, resetPassword } from './registration';
import { checkCaptcha, checkEmailAllowed } from './security-gates';
import type { Sentinel } from './sentinel';
import { identifySocial } from './social-identification';
import type { ExperienceState, Verification } from './state';
import { proofOf } from './verifications/registry';
import type { Proof, VerificationStep } from './verifications/types';
import { assertCodeMaySignIn } from './verifications/verification-code';

export type ExperienceContext = {
  deps: PlatformDeps;
  runtime: TenantRuntime;
  sentinel: Sentinel;
  isBreached: (password: string) => Promise<boolean>;
  req: IncomingMessage;
  res: ServerResponse;
  ip: string;
  userAgent: string | undefined;
};

const columnOf = { username: 'username', email: 'primaryEmail', phone: 'primaryPhone' } as const;

/**
 * The Experience API's rules (peer-interfaces §3.4): start an interaction,
 * run a verification method's step (verifications/), identify with what a
 * verification proves (sign in resolves the user, register creates it),
 * complete the profile, submit back into the OIDC flow. State lives in the
 * OIDC interaction record, so any instance serves any step.
 */
export const createExperienceService = (context: ExperienceContext) => {
  const { deps, runtime, sentinel, req, res } = context;
  const { tenantId, provider } = runtime;
  const users = userRecords(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);

  const log = createStepLog({ deps, tenantId, ip: context.ip, userAgent: context.userAgent });
  const emitHookEvent = createHookEventEmitter({ deps, tenantId, ip: context.ip, userAgent: context.userAgent });

  const { load: loadInteraction, stateOf, save } = interactionStore(provider, req, res);

  const settings = () => effectiveSignInExperience(deps, tenantId);

  const assertEventAllowed = (event: InteractionEvent, sie: SignInExperience) => {
    if (event === 'SignIn') assertThat(sie.signInMode !== 'Register', 'session.sign_in_disabled');
    if (event === 'Register') assertThat(sie.signInMode !== 'SignIn', 'session.registration_disabled');
  };
  /** A password reset takes a code by email or SMS: without a connector to send it, there is none. */
  const assertResetAvailable = async () => {
    const channels = await messageChannels(deps, tenantId);
    assertThat(channels.email || channels.phone, 'session.capability_not_available', { capability: 'ForgotPassword' });
  };

  const applicationId = (interaction: Interaction) => String(interaction.params.client_id ?? '') || undefined;

  const findVerification = (state: ExperienceState, id: string) => {
    const verification = state.verifications.find((candidate) => candidate.id === id);
    if (!verification) throw new ApiError('session.verification_not_found', { verificationId: id });
    return verification;
  };

  /** Keeps a verification (the last 20); one with the id of a kept one replaces it. */
  const keepVerification = async (interaction: Interaction, state: ExperienceState, verification: Verification) => {
    const others = state.verifications.filter((kept) => kept.id !== verification.id);
    await save(interaction, { ...state, verifications: [...others.slice(-19), verification] });
    return verification;
  };

  const createUser = (identity: NonNullable<Proof['newIdentity']>) => registerUser(deps, tenantId, identity);

  return {
    start: async (event: InteractionEvent, captchaToken?: string) => {
      const interaction = await loadInteraction();
      assertEventAllowed(event, await settings());
      await checkCaptcha(deps, tenantId, event, captchaToken, context.ip);
      if (event === 'ForgotPassword') await assertResetAvailable();
      await save(interaction, { event, verifications: [], profile: {} });
      log('Interaction.Create', { interactionEvent: event, applicationId: applicationId(interaction) });
    },

    setEvent: async (event: InteractionEvent) => {
      const interaction = await loadInteraction();
      const state = stateOf(interaction);
      assertEventAllowed(event, await settings());
      if (event === 'ForgotPassword') await assertResetAvailable();
      await save(interaction, { ...state, event, userId: undefined });
      log(`Interaction.${event}.Update`, { interactionEvent: event, applicationId: applicationId(interaction) });
    },

    details: async () => {
      const interaction = await loadInteraction();
      const state = stateOf(interaction);
      return {
        interactionEvent: state.event,
        userId: state.userId,
        verificationIds: state.verifications.map((verification) => verification.id),
        applicationId: applicationId(interaction),
      };
    },

    /**
     * Runs a verification method's step (verifications/registry.ts) on this interaction and keeps
     * the verification it returns; returns it.
     */
    verify: async (step: (context: VerificationStep) => Promise<Verification>) => {
      const interaction = await loadInteraction();
      const state = stateOf(interaction);
      const verification = await step({
        tenantId,
        deps,
        sentinel,
        isBreached: context.isBreached,
        event: state.event,
        userId: state.userId,
        verifications: state.verifications,
        settings,
        // Each step's record names the application being signed in to (the audit log filters by it).
        log: (key, payload, error) => log(key, { applicationId: applicationId(interaction), ...payload }, error),
        language: req.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() || undefined,
        ip: context.ip,
      });
      return keepVerification(interaction, state, verification);
    },

    /** Returns whether a user was created (201) or identified (204). */
    identify: async (verificationId: string, linkSocialIdentity = false): Promise<'created' | 'identified'> => {
      const interaction = await loadInteraction();
      const state = stateOf(interaction);
      const verification = findVerification(state, verificationId);
      const proof = proofOf(verification);
      const logKey = `Interaction.${state.event}.Identifier.Submit` as const;
      if (state.event === 'SignIn') await assertCodeMaySignIn(verification, settings);

      if (proof.social) {
        if (state.event === 'Register') assertEventAllowed('Register', await settings());
        const { userId, created } = await identifySocial(deps, tenantId, state.event, proof.social, linkSocialIdentity);
        await save(interaction, { ...state, userId });
        log(logKey, { interactionEvent: state.event, userId, applicationId: applicationId(interaction) });
        return created ? 'created' : 'identified';
      }

      if (state.event === 'Register') {
        assertThat(proof.newIdentity, 'session.verification_not_found');
        const sie = await settings();
        assertEventAllowed('Register', sie);
        const { identifier, identifierVerified } = proof.newIdentity;
        // The identifier's owner already has an account: sign in instead (the code proved it is theirs).
        if (proof.account) throw new ApiError(inUseCode[identifier.type], { field: identifier.type });
        if (sie.signUp.verify && identifier.type !== 'username' && !identifierVerified) {
          throw new ApiError('session.identifier_not_verified', { field: identifier.type });
        }
        const userId = await createUser(proof.newIdentity);
        await save(interaction, { ...state, userId });
        log(logKey, { interactionEvent: state.event, userId, applicationId: applicationId(interaction) });
        return 'created';
      }

      // A verified code for an address no account holds: the page offers to register with it.
      if (!proof.account && proof.newIdentity?.identifierVerified) {
        throw new ApiError('user.not_found', { identifier: proof.newIdentity.identifier.type });
      }
      assertThat(proof.account, 'session.verification_not_found');
      // The verification read the account a moment ago; submit reads it again before signing in.
      const { userId } = proof.account;
      if (proof.account.isSuspended) {
        const error = new ApiError('user.suspended');
        log(logKey, { interactionEvent: state.event, userId }, error);
        throw error;
      }
      // A code proved the email: its domain's just-in-time organizations take the user in, as at sign-up.
      const proved = proof.newIdentity;
      if (state.event === 'SignIn' && proved?.identifierVerified && proved.identifier.type === 'email') {
        await inTenant((trx) => provisionByEmailDomain(trx, tenantId, userId, proved.identifier.value));
      }
      await save(interaction, { ...state, userId });
      log(logKey, { interactionEvent: state.event, userId, applicationId: applicationId(interaction) });
      return 'identified';
    },

    updateProfile: async (input: { type: IdentifierType | 'password'; value: string }) => {
      const interaction = await loadInteraction();
      const state = stateOf(interaction);
      assertThat(state.userId, 'session.not_identified');
      const sie = await settings();
      let profile: ExperienceState['profile'];
      if (input.type === 'password') {
        const user = await findUserScoped(deps.database.system, tenantId, 'id', state.userId ?? '');
        await validatePassword(
          input.value,
          sie.passwordPolicy,
          { name: user?.name, username: user?.username, email: user?.primaryEmail, phone: user?.primaryPhone },
          context.isBreached,
        );
        profile = { ...state.profile, ...(await hashPassword(input.value)) };
      } else {
        const value = normalizeIdentifier(input.type, input.value);
        if (input.type === 'email') await checkEmailAllowed(deps, tenantId, value);
        if (await inTenant((trx) => users.existsByIdentifier(trx, input.type as IdentifierType, value))) {
          throw new ApiError(inUseCode[input.type], { field: input.type });
        }
        profile = { ...state.profile, [columnOf[input.type]]: value };
      }
      await save(interaction, { ...state, profile });
      log(`Interaction.${state.event}.Profile.Update`, {
        interactionEvent: state.event,
        userId: state.userId,
        field: input.type,
      });
    },

    submit: async (): Promise<string> => {
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
        const appId = applicationId(interaction);
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
      if (required.length > 0 && !required.some((type) => merged[columnOf[type]])) missing.push(...required);
      // A person who signs in with a social identity needs no password of ours.
      const social = Object.keys(user.identities ?? {}).length > 0;
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
      const appId = applicationId(interaction);
      log(`Interaction.${state.event}.Submit`, { interactionEvent: state.event, userId, applicationId: appId });
      await emitHookEvent({
        event: state.event === 'Register' ? 'PostRegister' : 'PostSignIn',
        interactionEvent: state.event,
        userId,
        applicationId: appId,
      });
      return redirectTo;
    },
  };
};

export type ExperienceService = ReturnType<typeof createExperienceService>;
