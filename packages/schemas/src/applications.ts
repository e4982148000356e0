import { z } from 'zod';
import { refreshTokenTtlDaysRange } from './constants';
import { freeFormJsonGuard } from './json';
import { corsAllowedOriginsGuard, httpUrlGuard, imageUrlGuard, uniqueListGuard } from './urls';

export const applicationTypes = ['Native', 'SPA', 'Traditional', 'MachineToMachine', 'Protected', 'SAML'] as const;
export const applicationTypeGuard = z.enum(applicationTypes);
export type ApplicationType = z.infer<typeof applicationTypeGuard>;

/** Types that authenticate at the token endpoint with a secret. */
export const confidentialApplicationTypes: ReadonlySet<ApplicationType> = new Set(['Traditional', 'MachineToMachine']);
/** Types that this build can create; Protected and SAML arrive with their own issues. */
export const creatableApplicationTypes: ReadonlySet<ApplicationType> = new Set([
  'Native',
  'SPA',
  'Traditional',
  'MachineToMachine',
]);

const url = z.string().max(2048).url();

export const oidcClientMetadataGuard = z.object({
  redirectUris: z.array(z.string().max(2048)).max(100),
  postLogoutRedirectUris: z.array(z.string().max(2048)).max(100),
  backchannelLogoutUri: url.optional(),
  backchannelLogoutSessionRequired: z.boolean().optional(),
  logoUri: url.optional(),
});
export type OidcClientMetadata = z.infer<typeof oidcClientMetadataGuard>;

export const customClientMetadataGuard = z.object({
  corsAllowedOrigins: z.array(z.string().max(2048)).max(100).optional(),
  idTokenTtl: z.number().int().min(60).max(86_400).optional(),
  refreshTokenTtl: z.number().int().min(60).optional(),
  refreshTokenTtlInDays: z
    .number()
    .int()
    .min(refreshTokenTtlDaysRange.min)
    .max(refreshTokenTtlDaysRange.max)
    .optional(),
  alwaysIssueRefreshToken: z.boolean().optional(),
  rotateRefreshToken: z.boolean().optional(),
});
export type CustomClientMetadata = z.infer<typeof customClientMetadataGuard>;

/**
 * The metadata a request writes: URIs listed once, CORS origins that are origins, an https logo
 * (see `imageUrlGuard`). Which redirect URIs a type allows is checked by the service, which knows the
 * type (`redirectUrisGuardFor` in `redirect-uris.ts`, which the console uses too).
 */
export const oidcClientMetadataInputGuard = oidcClientMetadataGuard.extend({
  redirectUris: uniqueListGuard(z.string().max(2048)),
  postLogoutRedirectUris: uniqueListGuard(z.string().max(2048)),
  backchannelLogoutUri: httpUrlGuard.optional(),
  logoUri: imageUrlGuard.optional(),
});
export const customClientMetadataInputGuard = customClientMetadataGuard.extend({
  corsAllowedOrigins: corsAllowedOriginsGuard.optional(),
});

export const jsonObjectGuard = z.record(z.string(), z.unknown());

/** An application as the management API returns it. Secrets never appear here (see `createdApplicationGuard`). */
export const applicationGuard = z.object({
  id: z.string().max(21),
  name: z.string().min(1).max(256),
  description: z.string().max(2048).nullable(),
  type: applicationTypeGuard,
  oidcClientMetadata: oidcClientMetadataGuard,
  customClientMetadata: customClientMetadataGuard,
  protectedAppMetadata: jsonObjectGuard.nullable(),
  customData: jsonObjectGuard,
  isThirdParty: z.boolean(),
  isAdmin: z.boolean(),
  /** Whether the secret made with the application (before named secrets) still works; its value is never returned. */
  hasLegacySecret: z.boolean(),
  createdAt: z.number().int(),
});
export type Application = z.infer<typeof applicationGuard>;

/** The creation response is the only one that carries the application's secret. */
export const createdApplicationGuard = applicationGuard.extend({ secret: z.string().optional() });

export const createApplicationGuard = z.object({
  name: applicationGuard.shape.name,
  type: applicationTypeGuard,
  description: applicationGuard.shape.description.optional(),
  oidcClientMetadata: oidcClientMetadataInputGuard.partial().optional(),
  customClientMetadata: customClientMetadataInputGuard.optional(),
  customData: freeFormJsonGuard.optional(),
  isThirdParty: z.boolean().optional(),
});
export type CreateApplication = z.infer<typeof createApplicationGuard>;

export const patchApplicationGuard = z
  .object({
    name: applicationGuard.shape.name,
    description: applicationGuard.shape.description,
    oidcClientMetadata: oidcClientMetadataInputGuard.partial(),
    customClientMetadata: customClientMetadataInputGuard,
    customData: freeFormJsonGuard,
    /** Grants or removes the built-in "Management API access" role (machine-to-machine apps only). */
    isAdmin: z.boolean(),
  })
  .partial();
export type PatchApplication = z.infer<typeof patchApplicationGuard>;

export const applicationListQueryGuard = z.object({
  types: z.union([applicationTypeGuard, z.array(applicationTypeGuard)]).optional(),
  isThirdParty: z.enum(['true', 'false']).optional(),
  excludeRoleId: z.string().max(21).optional(),
  /** Leave out applications in this organization (the console's "add applications" picker). */
  excludeOrganizationId: z.string().max(21).optional(),
  search: z.string().max(256).optional(),
});

const secretName = z.string().trim().min(1).max(256);

export const applicationSecretGuard = z.object({
  applicationId: z.string(),
  name: secretName,
  createdAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
});
export type ApplicationSecret = z.infer<typeof applicationSecretGuard>;

/** Only the response to creating a secret carries its value. */
export const createdApplicationSecretGuard = applicationSecretGuard.extend({ value: z.string() });

export const createApplicationSecretGuard = z.object({
  name: secretName,
  /** Epoch milliseconds in the future, or absent/null for a secret that never expires. */
  expiresAt: z.number().int().positive().nullable().optional(),
});

export const patchApplicationSecretGuard = z.object({ name: secretName });

/**
 * User data a third-party application may ask its users for (OIDC scopes
 * beyond `openid` and `offline_access`, which every application may request).
 */
export const userConsentUserScopes = ['profile', 'email', 'phone', 'custom_data', 'identities', 'roles'] as const;
export const userConsentUserScopeGuard = z.enum(userConsentUserScopes);
export type UserConsentUserScope = z.infer<typeof userConsentUserScopeGuard>;

/** What a third-party application may ask its users for; anything else it requests is silently left out. */
export const userConsentScopesGuard = z.object({
  userScopes: z.array(userConsentUserScopeGuard),
  resourceScopes: z.array(
    z.object({
      resource: z.object({ id: z.string(), name: z.string(), indicator: z.string() }),
      scopes: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable() })),
    }),
  ),
});
export type UserConsentScopes = z.infer<typeof userConsentScopesGuard>;

export const assignUserConsentScopesGuard = z
  .object({
    userScopes: z.array(userConsentUserScopeGuard).max(userConsentUserScopes.length),
    /** Permission (scope) ids of any API resource. */
    resourceScopes: z.array(z.string().min(1).max(21)).max(100),
  })
  .partial()
  .strict()
  .refine(
    (value) => (value.userScopes?.length ?? 0) + (value.resourceScopes?.length ?? 0) > 0,
    'send at least one of userScopes, resourceScopes',
  );
export type AssignUserConsentScopes = z.infer<typeof assignUserConsentScopesGuard>;

export const userConsentScopeTypes = ['user-scopes', 'resource-scopes'] as const;

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'form_errors.invalid_url');
// Both cases spelt out, not flagged `i`: the regex becomes an OpenAPI `pattern`, which has no flags.
const hexColor = z.string().regex(/^#[\dA-Fa-f]{6}$/, 'form_errors.invalid_color');

/**
 * The sign-in branding of a third-party application: shown instead of the
 * tenant's on the consent page (and the sign-in pages) when it asks.
 */
const signInExperienceFields = {
  displayName: z.string().trim().max(256).nullable(),
  color: z.object({ primaryColor: hexColor.optional(), darkPrimaryColor: hexColor.optional() }),
  termsOfUseUrl: httpUrl.nullable(),
  privacyPolicyUrl: httpUrl.nullable(),
};
/** As stored and answered: an http logo written before images had to be https still reads back. */
export const applicationSignInExperienceGuard = z.object({
  ...signInExperienceFields,
  branding: z.object({ logoUrl: z.string().max(2048).optional(), darkLogoUrl: z.string().max(2048).optional() }),
});
export type ApplicationSignInExperience = z.infer<typeof applicationSignInExperienceGuard>;
/** What a request writes: https logos only (`imageUrlGuard`). */
export const putApplicationSignInExperienceGuard = z
  .object({
    ...signInExperienceFields,
    branding: z.object({ logoUrl: imageUrlGuard.optional(), darkLogoUrl: imageUrlGuard.optional() }),
  })
  .partial()
  .strict();
