import type { OrganizationBranding } from '@gatehouse/schemas/organizations';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { SignInExperienceValues } from './queries.third-party';

/** The tenant's sign-in settings with a third-party application's own branding laid over them, where it has one. */
export const withApplicationBranding = (settings: SignInExperience, app: SignInExperienceValues): SignInExperience => ({
  ...settings,
  color: {
    ...settings.color,
    ...(app.color.primaryColor && { primaryColor: app.color.primaryColor }),
    ...(app.color.darkPrimaryColor && { darkPrimaryColor: app.color.darkPrimaryColor }),
  },
  branding: {
    ...settings.branding,
    ...(app.branding.logoUrl && { logoUrl: app.branding.logoUrl, darkLogoUrl: app.branding.darkLogoUrl ?? '' }),
  },
  termsOfUseUrl: app.termsOfUseUrl ?? settings.termsOfUseUrl,
  privacyPolicyUrl: app.privacyPolicyUrl ?? settings.privacyPolicyUrl,
});

/**
 * An organization's logos laid over the settings (`organization_id` on the authorization request),
 * after any application branding: the pages show the organization the user signs in to.
 */
export const withOrganizationBranding = (
  settings: SignInExperience,
  branding: OrganizationBranding,
): SignInExperience =>
  branding.logoUrl
    ? {
        ...settings,
        branding: { ...settings.branding, logoUrl: branding.logoUrl, darkLogoUrl: branding.darkLogoUrl ?? '' },
      }
    : settings;
