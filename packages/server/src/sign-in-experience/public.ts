import { defaultSignInExperience, languageInfoGuard } from '@gatehouse/schemas/sign-in-experience';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { createSignInExperienceQueries } from './queries';
import { createSignInExperienceService } from './service';

/** Gives a new tenant the default sign-in experience, unless it has one (provisioning, app/seed.ts). */
export const insertDefaultSignInExperience = (trx: Trx, tenantId: string) =>
  createSignInExperienceQueries(tenantId).insertIfMissing(trx, defaultSignInExperience);

/**
 * The tenant's fallback language, read with its settings locked until the caller's transaction
 * ends: deleting a language's custom phrases and changing the fallback language take the lock in
 * the same order, so neither can leave the fallback without text (custom-phrases/service.ts).
 */
export const lockFallbackLanguage = async (trx: Trx, tenantId: string) => {
  const row = await createSignInExperienceQueries(tenantId).findForUpdate(trx);
  const languageInfo = languageInfoGuard.safeParse(row?.settings.languageInfo);
  return languageInfo.success
    ? languageInfo.data.fallbackLanguage
    : defaultSignInExperience.languageInfo.fallbackLanguage;
};

export { assertEmailAllowed } from './email-blocklist';

/** The tenant's WebAuthn related origins (the sign-in experience's `mfa`, cached): where its passkeys also work. */
export const webAuthnRelatedOrigins = async (
  deps: Pick<PlatformDeps, 'database' | 'bus' | 'config'>,
  tenantId: string,
): Promise<string[]> => (await createSignInExperienceService(deps, tenantId).get()).mfa.webAuthnRelatedOrigins;
