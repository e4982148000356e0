import type { Configuration } from 'oidc-provider';
import { organizationRoleScopes, organizationScopes } from './organization-scopes';

/** The scopes that are user data (OIDC scopes); any other requested scope is an API permission. */
export const oidcScopes: ReadonlySet<string> = new Set([
  'openid',
  'offline_access',
  'profile',
  'email',
  'phone',
  'custom_data',
  'identities',
  'roles',
  ...organizationScopes,
  ...organizationRoleScopes,
]);

/**
 * The claims each OIDC scope releases. Profile claims come from userinfo (conformIdTokenClaims),
 * but the organization claims belong in the ID token too (the console and Logto's SDKs read
 * `organization_roles` there): masked with `openid`, they appear when the account has them, which
 * it does only when an organization scope was granted (runtime.ts findAccount).
 */
export const claims = (): Configuration['claims'] => ({
  openid: ['sub', 'organizations', 'organization_roles'],
  profile: ['name', 'username', 'picture', 'created_at', 'updated_at'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  custom_data: ['custom_data'],
  identities: ['identities'],
  ...Object.fromEntries(organizationScopes.map((scope) => [scope, ['organizations']])),
  ...Object.fromEntries(organizationRoleScopes.map((scope) => [scope, ['organization_roles']])),
});
