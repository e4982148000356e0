import { defaultSignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Trx } from '../platform/db/database';
import { createSignInExperienceQueries } from './queries';

/** Gives a new tenant the default sign-in experience, unless it has one (provisioning, app/seed.ts). */
export const insertDefaultSignInExperience = (trx: Trx, tenantId: string) =>
  createSignInExperienceQueries(tenantId).insertIfMissing(trx, defaultSignInExperience);
