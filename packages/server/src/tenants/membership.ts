import { adminTenantId } from '@gatehouse/schemas/constants';
import { type TenantRoleName, tenantRoleNames, tenantRoleScopes } from '@gatehouse/schemas/tenants';
import { organizationRecords } from '../organizations/public';
import type { Trx } from '../platform/db/database';

/**
 * The membership model (DESIGN §4): in the admin tenant every customer tenant is an organization
 * (`t-{tenantId}`), and tenant roles `admin` and `collaborator` are organization roles whose
 * organization scopes are the tenant permissions of spec §6. Everything here runs in a transaction
 * of the admin tenant.
 */
export const tenantOrganizationId = (tenantId: string) => `t-${tenantId}`;

/** The tenant an organization of the admin tenant stands for, if it is a tenant organization. */
export const tenantIdOfOrganization = (organizationId: string) =>
  organizationId.startsWith('t-') ? organizationId.slice(2) : undefined;

const organizations = organizationRecords(adminTenantId);

const roleDescriptions: Record<TenantRoleName, string> = {
  admin: 'Tenant admin: manages the tenant, its members and its data.',
  collaborator: 'Tenant collaborator: reads and changes the tenant’s data, sees its members.',
};

/** Creates the tenant roles and their scopes unless they exist (idempotent). */
export const ensureTenantRoles = async (trx: Trx) => {
  const ids = {} as Record<TenantRoleName, string>;
  for (const name of tenantRoleNames) {
    ids[name] = await organizations.ensureRole(trx, { name, description: roleDescriptions[name] }, tenantRoleScopes[name]);
  }
  return ids;
};

export const tenantRoleId = async (trx: Trx, roleName: TenantRoleName) =>
  (await organizations.findRoleIdByName(trx, roleName)) ?? (await ensureTenantRoles(trx))[roleName];

/** The tenant's organization in the admin tenant, created unless it exists. */
export const ensureTenantOrganization = (trx: Trx, tenant: { id: string; name: string }) =>
  organizations.ensureOrganization(trx, { id: tenantOrganizationId(tenant.id), name: tenant.name });

/** Makes the console user a member of the tenant holding exactly `roleName`. */
export const setTenantMember = async (trx: Trx, tenantId: string, userId: string, roleName: TenantRoleName) =>
  organizations.setMember(trx, tenantOrganizationId(tenantId), userId, await tenantRoleId(trx, roleName));

/** The tenant permissions the console user holds in the tenant (none for a non-member). */
export const tenantScopesOf = (trx: Trx, tenantId: string, userId: string) =>
  organizations.findMemberScopeNames(trx, tenantOrganizationId(tenantId), userId);

/** The ids of the tenant's members. */
export const tenantMemberIds = async (trx: Trx, tenantId: string) =>
  (await organizations.findMembers(trx, tenantOrganizationId(tenantId))).map((member) => member.id);
