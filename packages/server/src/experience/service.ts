import type { ServerResponse } from 'node:http';
import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import type { InteractionEvent } from '@gatehouse/schemas/logs';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { messageChannels } from '../connectors/public';
import type { TenantRuntime } from '../oidc/runtime';
import { provisionByEmailDomain } from '../organizations/service.jit';
import { hashPassword } from '../passwords/hashing';
import { validatePassword } from '../passwords/policy';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import type { TenantRequest } from '../platform/http/context';
import { requestCookie } from '../platform/http/cookies';
import { webAuthnRelyingParty } from '../platform/tenancy';
import { inUseCode, normalizeIdentifier } from '../users/identifiers';
import { findUserScoped, userRecords } from '../users/public';
import { applicationIdOf, type Interaction, interactionStore } from './interaction';
import { createHookEventEmitter, createStepLog } from './log';
import { effectiveSignInExperience } from './mode';
import { registerUser } from './registration';
import { checkCaptcha, checkEmailAllowed } from './security-gates';
import type { Sentinel } from './sentinel';
import { submitInteraction } from './service.submit';
import { identifyFederated } from './sso-identification';
import { type ExperienceState, profileColumnOf, type Verification } from './state';
import { proofOf } from './verifications/registry';
import type { Proof, VerificationStep } from './verifications/types';
import { assertCodeMaySignIn } from './verifications/verification-code';

export type ExperienceContext = {
  deps: PlatformDeps;
  runtime: TenantRuntime;
  sentinel: Sentinel;
  isBreached: (password: string) => Promise<boolean>;
  req: TenantRequest;
  res: ServerResponse;
  ip: string;
  userAgent: string | undefined;
};

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
      log('Interaction.Create', { interactionEvent: event, applicationId: applicationIdOf(interaction) });
    },

    setEvent: async (event: InteractionEvent) => {
      const interaction = await loadInteraction();
      const state = stateOf(interaction);
      assertEventAllowed(event, await settings());
      if (event === 'ForgotPassword') await assertResetAvailable();
      await save(interaction, { ...state, event, userId: undefined });
      log(`Interaction.${event}.Update`, { interactionEvent: event, applicationId: applicationIdOf(interaction) });
    },

    details: async () => {
      const interaction = await loadInteraction();
      const state = stateOf(interaction);
      return {
        interactionEvent: state.event,
        userId: state.userId,
        verificationIds: state.verifications.map((verification) => verification.id),
        applicationId: applicationIdOf(interaction),
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
        log: (key, payload, error) => log(key, { applicationId: applicationIdOf(interaction), ...payload }, error),
        language: req.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() || undefined,
        ip: context.ip,
        relyingParty: webAuthnRelyingParty(deps.config, tenantId, req.gatehouseCustomDomain),
        cookie: (name) => requestCookie(req, name),
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

      if (proof.social || proof.enterpriseSso) {
        if (state.event === 'Register') assertEventAllowed('Register', await settings());
        const { userId, created } = await identifyFederated(deps, tenantId, state.event, proof, linkSocialIdentity);
        await save(interaction, { ...state, userId });
        log(logKey, { interactionEvent: state.event, userId, applicationId: applicationIdOf(interaction) });
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
        log(logKey, { interactionEvent: state.event, userId, applicationId: applicationIdOf(interaction) });
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
      log(logKey, { interactionEvent: state.event, userId, applicationId: applicationIdOf(interaction) });
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
        profile = { ...state.profile, [profileColumnOf[input.type]]: value };
      }
      await save(interaction, { ...state, profile });
      log(`Interaction.${state.event}.Profile.Update`, {
        interactionEvent: state.event,
        userId: state.userId,
        field: input.type,
      });
    },

    submit: () => submitInteraction(context, { loadInteraction, stateOf, save, settings, log, emitHookEvent }),
  };
};

export type ExperienceService = ReturnType<typeof createExperienceService>;
