import { tenantKey } from '../cache';

/** The tenant's sign-in experience (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const signInExperienceKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'sign-in-experience'] as const,
  /** The whole settings record (the sign-in experience pages). */
  detail: (tenantId: string) => [...signInExperienceKeys.all(tenantId), 'detail'] as const,
  passwordPolicy: (tenantId: string) => [...signInExperienceKeys.all(tenantId), 'password-policy'] as const,
};
