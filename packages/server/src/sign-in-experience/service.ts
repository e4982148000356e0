import { canonicalLanguageTag } from '@gatehouse/schemas/language-tags';
import { isUiLanguage } from '@gatehouse/schemas/languages';
import { codeFactorIdentifiers, isCodeFactor, mfaSettingsProblems, readStoredMfa } from '@gatehouse/schemas/mfa';
import { mergePasswordPolicy } from '@gatehouse/schemas/password-policy';
import {
  defaultSignInExperience,
  type patchSignInExperienceGuard,
  type SignInExperience,
  signInExperienceGuard,
  signInExperienceProblems,
} from '@gatehouse/schemas/sign-in-experience';
import type { z } from 'zod';
import { messageChannels } from '../connectors/public';
import { hasCustomPhrases } from '../custom-phrases/public';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { assertFeature } from '../quotas/public';
import { customUiExists } from '../user-assets/public';
import { createSignInExperienceQueries } from './queries';

type Patch = z.infer<typeof patchSignInExperienceGuard>;

/** The fallback language must have text (spec §5): a built-in language, or one with custom phrases. */
const fallbackLanguageProblem = async (trx: Trx, tenantId: string, language: string) =>
  isUiLanguage(canonicalLanguageTag(language) ?? language) || (await hasCustomPhrases(trx, tenantId, language))
    ? undefined
    : `languageInfo.fallbackLanguage: ${language} is not a built-in language and has no custom phrases`;

const cache = new WeakMap<PlatformDeps['bus'], Map<string, Promise<SignInExperience>>>();

/**
 * The tenant's sign-in experience: one record, validated on write and read,
 * cached per instance (the sign-in pages read it on every visit) and dropped
 * on change everywhere.
 */
export const createSignInExperienceService = (
  deps: Pick<PlatformDeps, 'database' | 'bus' | 'config'> & Partial<Pick<PlatformDeps, 'storage'>>,
  tenantId: string,
) => {
  const { database, bus } = deps;
  const queries = createSignInExperienceQueries(tenantId);
  let byTenant = cache.get(bus);
  if (!byTenant) {
    const created = new Map<string, Promise<SignInExperience>>();
    bus.subscribe(({ tenantId: changed, topic }) => {
      if (topic === 'sign-in-experience' || topic === 'tenant') created.delete(changed);
    });
    cache.set(bus, created);
    byTenant = created;
  }
  const tenantCache = byTenant;

  const load = async (): Promise<SignInExperience> => {
    const row = await database.withTenant(tenantId, (trx) => queries.find(trx));
    // A stored record is validated on the way out too; fields added later take their defaults.
    const stored = row?.settings ?? {};
    // An `mfa` written before it was typed still opens (schemas/mfa.ts readStoredMfa).
    const mfa = readStoredMfa('mfa' in stored ? stored.mfa : defaultSignInExperience.mfa);
    return signInExperienceGuard.parse({ ...defaultSignInExperience, ...stored, mfa });
  };

  /** A code by email or SMS needs a connector that delivers it (checked when the settings change). */
  const deliveryProblems = async (next: SignInExperience) => {
    const channels = await messageChannels(deps, tenantId);
    const problems: string[] = [];
    for (const [identifier, available] of [
      ['email', channels.email],
      ['phone', channels.phone],
    ] as const) {
      const usesCodes =
        next.signIn.methods.some((method) => method.identifier === identifier && method.verificationCode) ||
        (next.signInMode !== 'SignIn' && next.signUp.verify && next.signUp.identifiers.includes(identifier));
      if (usesCodes && !available) {
        problems.push(
          `${identifier}: verification codes need an enabled ${identifier === 'email' ? 'email' : 'SMS'} connector`,
        );
      }
    }
    return problems;
  };

  /** Enabling a code factor needs the connector that delivers it: 422, naming the factor. */
  const assertMfaDelivery = async (current: SignInExperience, next: SignInExperience) => {
    const added = next.mfa.factors.filter((factor) => isCodeFactor(factor) && !current.mfa.factors.includes(factor));
    if (added.length === 0) return;
    const channels = await messageChannels(deps, tenantId);
    for (const factor of added) {
      if (isCodeFactor(factor) && !channels[codeFactorIdentifiers[factor]]) {
        throw new ApiError('sign_in_experience.mfa_factor_needs_connector', { factor });
      }
    }
  };

  return {
    get: (): Promise<SignInExperience> => {
      let hit = tenantCache.get(tenantId);
      if (!hit) {
        hit = load();
        tenantCache.set(tenantId, hit);
        hit.catch(() => tenantCache.delete(tenantId));
      }
      return hit;
    },
    patch: async (patch: Patch): Promise<SignInExperience> => {
      const current = await load();
      const { passwordPolicy, ...rest } = patch;
      const next = signInExperienceGuard.parse({
        ...current,
        ...rest,
        passwordPolicy: passwordPolicy
          ? mergePasswordPolicy(current.passwordPolicy, passwordPolicy)
          : current.passwordPolicy,
      });
      // A custom UI is set only once it is uploaded, completely, by this tenant.
      const customUiId = next.customUiAssets?.id;
      if (
        customUiId &&
        customUiId !== current.customUiAssets?.id &&
        !(await customUiExists(deps, tenantId, customUiId))
      ) {
        throw new ApiError('custom_ui.unknown_asset', { id: customUiId });
      }
      const problems = [
        ...signInExperienceProblems(next),
        ...mfaSettingsProblems(next.mfa),
        ...(await deliveryProblems(next)),
      ];
      if (problems.length > 0) throw new ApiError('sign_in_experience.invalid_configuration', { problems });
      await assertMfaDelivery(current, next);
      await bus.changing(
        tenantId,
        'sign-in-experience',
      )(async (trx) => {
        // Locked first, as deleting custom phrases does, so the fallback cannot lose its text meanwhile.
        await queries.findForUpdate(trx);
        // MFA turned on (a factor added, or the policy changed while factors are on) needs a plan with MFA.
        const factorAdded = next.mfa.factors.some((factor) => !current.mfa.factors.includes(factor));
        const policyChanged = next.mfa.factors.length > 0 && next.mfa.policy !== current.mfa.policy;
        if (factorAdded || policyChanged) await assertFeature(deps.config, trx, tenantId, 'mfaEnabled');
        if (patch.languageInfo) {
          const problem = await fallbackLanguageProblem(trx, tenantId, next.languageInfo.fallbackLanguage);
          if (problem) throw new ApiError('sign_in_experience.invalid_configuration', { problems: [problem] });
        }
        await queries.upsert(trx, next);
      });
      return next;
    },
    ensureDefaults: (settings: SignInExperience = defaultSignInExperience) =>
      database.withTenant(tenantId, (trx) => queries.insertIfMissing(trx, settings)),
  };
};

export type SignInExperienceService = ReturnType<typeof createSignInExperienceService>;
