import { type TenantPermission, tenantPermissions } from '@gatehouse/schemas/tenants';

/**
 * What the console does when the member's scopes on the server and its organization token's differ
 * (spec §4, cloud session consistency):
 * - `consent`: the server grants scopes the token lacks — clear every token and sign in again with
 *   `prompt=consent`, back to the current page;
 * - `refetch`: the token holds scopes the server no longer grants — drop that access token, the
 *   next request fetches one;
 * - `none`: they agree, or the server grants nothing (the tenant guard then leaves the tenant).
 * Only tenant permissions count: other scopes of the token are not the server's to grant.
 */
export type SessionAction = 'none' | 'consent' | 'refetch';

const isTenantPermission = (scope: string): scope is TenantPermission =>
  (tenantPermissions as readonly string[]).includes(scope);

export const sessionAction = (serverScopes: readonly string[], tokenScopes: readonly string[]): SessionAction => {
  const server = new Set(serverScopes.filter(isTenantPermission));
  const token = new Set(tokenScopes.filter(isTenantPermission));
  if (server.size === 0) return 'none';
  if ([...server].some((scope) => !token.has(scope))) return 'consent';
  if ([...token].some((scope) => !server.has(scope))) return 'refetch';
  return 'none';
};
