import {
  type AdminConsolePreferences,
  type AppearanceMode,
  adminConsolePreferencesGuard,
  adminConsolePreferencesKey,
} from '@gatehouse/schemas/admin-preferences';
import type { UiLanguage } from '@gatehouse/schemas/languages';

export type ResolvedPreferences = AdminConsolePreferences & { language: UiLanguage; appearanceMode: AppearanceMode };

/**
 * The preferences in a user's custom data, validated against the schema
 * (spec §5). Invalid preferences fall back to the defaults — English and the
 * appearance chosen on this device; a valid record that leaves a field out
 * keeps this device's choice for it.
 */
export const resolvePreferences = (
  customData: Record<string, unknown> | undefined,
  device: { language: UiLanguage; appearanceMode: AppearanceMode },
): ResolvedPreferences => {
  const stored = customData?.[adminConsolePreferencesKey];
  if (stored === undefined) return { ...device };
  const parsed = adminConsolePreferencesGuard.safeParse(stored);
  if (!parsed.success) return { language: 'en', appearanceMode: device.appearanceMode };
  return {
    ...parsed.data,
    language: parsed.data.language ?? device.language,
    appearanceMode: parsed.data.appearanceMode ?? device.appearanceMode,
  };
};

/** The custom-data patch that stores `changes` on top of the valid stored preferences. */
export const preferencesPatch = (customData: Record<string, unknown>, changes: Partial<AdminConsolePreferences>) => {
  const parsed = adminConsolePreferencesGuard.safeParse(customData[adminConsolePreferencesKey] ?? {});
  return { [adminConsolePreferencesKey]: { ...(parsed.success ? parsed.data : {}), ...changes } };
};
