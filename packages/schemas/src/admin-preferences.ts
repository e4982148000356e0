import { z } from 'zod';
import { uiLanguages } from './languages';

/** Appearance of the console: light, dark, or following the OS setting live (spec §4). */
export const appearanceModes = ['system', 'light', 'dark'] as const;
export type AppearanceMode = (typeof appearanceModes)[number];

/**
 * The console user's preferences, kept in their custom data under
 * `adminConsolePreferences` (spec §3): language, appearance, and the notices
 * they have acknowledged so they are not shown again. Each field is optional:
 * what is absent takes its default.
 */
export const adminConsolePreferencesGuard = z.object({
  language: z.enum(uiLanguages).optional(),
  appearanceMode: z.enum(appearanceModes).optional(),
  experienceNoticeConfirmed: z.boolean().optional(),
  connectorSieNoticeConfirmed: z.boolean().optional(),
  managementApiNoticeConfirmed: z.boolean().optional(),
  roleWithManagementApiAccessNotificationAcknowledged: z.boolean().optional(),
  m2mRoleNotificationAcknowledged: z.boolean().optional(),
  mfaUpsellNoticeAcknowledged: z.boolean().optional(),
  m2mUpsellNoticeAcknowledged: z.boolean().optional(),
  apiResourceUpsellNoticeAcknowledged: z.boolean().optional(),
  organizationUpsellNoticeAcknowledged: z.boolean().optional(),
  tenantMembersUpsellNoticeAcknowledged: z.boolean().optional(),
  enterpriseSsoUpsellNoticeAcknowledged: z.boolean().optional(),
  addOnChangesInCurrentCycleNoticeAcknowledged: z.boolean().optional(),
});

export type AdminConsolePreferences = z.infer<typeof adminConsolePreferencesGuard>;

/** The custom-data key the preferences live under. */
export const adminConsolePreferencesKey = 'adminConsolePreferences';
