import { adminTenantId } from '@gatehouse/schemas/constants';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { PlatformDeps } from '../platform/deps';
import { createSignInExperienceService } from '../sign-in-experience/service';
import { userRecords } from '../users/public';

/**
 * The sign-in experience as the pages and the Experience API apply it. In the
 * admin tenant the mode follows the first-admin rule (self-hosted): registration only until
 * the first console user exists, sign-in only afterwards.
 */
export const effectiveSignInExperience = async (
  deps: Pick<PlatformDeps, 'database' | 'bus' | 'config'>,
  tenantId: string,
): Promise<SignInExperience> => {
  const settings = await createSignInExperienceService(deps, tenantId).get();
  if (tenantId !== adminTenantId) return settings;
  if (deps.config.isCloud) return { ...settings, signInMode: 'SignInAndRegister' };
  const users = await deps.database.withTenant(tenantId, (trx) => userRecords(tenantId).count(trx));
  return { ...settings, signInMode: users === 0 ? 'Register' : 'SignIn' };
};
