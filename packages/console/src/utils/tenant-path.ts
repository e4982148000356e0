import { defaultTenantId } from '@gatehouse/schemas/constants';

/**
 * Adds the tenant prefix to an absolute console path (spec §2): in the cloud
 * edition `/applications` becomes `/{tenantId}/applications`; self-hosted
 * paths sit at the root. Relative paths and full URLs are left alone.
 *
 * @example
 * tenantPath('/applications?page=2', { cloud: true, tenantId: 'abc' }) // '/abc/applications?page=2'
 * tenantPath('/applications', { cloud: false, tenantId: 'default' }) // '/applications'
 */
export const tenantPath = (path: string, { cloud, tenantId }: { cloud: boolean; tenantId: string }) => {
  if (!cloud || !path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = `/${encodeURIComponent(tenantId)}`;
  if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
};

/** The tenant a self-hosted console manages. */
export const selfHostedTenantId = defaultTenantId;

/** Where a tenant's endpoints live on the user endpoint: the root for `default`, `/t/{tenantId}` otherwise. */
export const tenantEndpoint = (userEndpoint: string, tenantId: string) =>
  tenantId === defaultTenantId ? userEndpoint : `${userEndpoint}/t/${encodeURIComponent(tenantId)}`;

/** A tenant's organization in the admin tenant, whose members manage it (cloud; DESIGN §4). */
export const tenantOrganizationId = (tenantId: string) => `t-${tenantId}`;
