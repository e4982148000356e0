/*
 * The names of organization tokens that code outside the OIDC provider needs (scopes, the audience), apart
 * from organization-tokens.ts so that reading them does not load oidc-provider at start.
 */

const audiencePrefix = 'urn:logto:organization:';

/** The audience of an organization token without an API resource (as Logto names it, so its SDKs work). */
export const organizationAudience = (organizationId: string) => `${audiencePrefix}${organizationId}`;

export const organizationIdOfAudience = (indicator: string) =>
  indicator.startsWith(audiencePrefix) ? indicator.slice(audiencePrefix.length) : undefined;

/** User scopes whose grant puts the organization claims in ID tokens and userinfo, and allows organization tokens. */
export const organizationScopes = ['urn:logto:scope:organizations', 'organizations'] as const;
export const organizationRoleScopes = ['urn:logto:scope:organization_roles', 'organization_roles'] as const;
