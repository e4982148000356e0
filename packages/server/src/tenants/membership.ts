import { adminTenantId, defaultTenantId } from '@gatehouse/schemas/constants';
import { type TenantRoleName, tenantRoleNames, tenantRoleScopes } from '@gatehouse/schemas/tenants';
import { organizationRecords } from '../organizations/public';
import type { Trx } from '../platform/db/database';
import { roleAssignments } from '../roles/public';

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
    ids[name] = await organizations.ensureRole(
      trx,
      { name, description: roleDescriptions[name] },
      tenantRoleScopes[name],
    );
  }
  return ids;
};

export const tenantRoleId = async (trx: Trx, roleName: TenantRoleName) =>
  (await organizations.findRoleIdByName(trx, roleName)) ?? (await ensureTenantRoles(trx))[roleName];

/** The tenant's organization in the admin tenant, created unless it exists. */
export const ensureTenantOrganization = (trx: Trx, tenant: { id: string; name: string }) =>
  organizations.ensureOrganization(trx, { id: tenantOrganizationId(tenant.id), name: tenant.name });

/**
 * Self-hosted, the console reaches `default`'s management API with a token for its indicator, which
 * the user role `default:admin` grants; a member of `default` of either tenant role holds it, and
 * the tenant role's scopes decide per request what it may do (platform/http/auth.ts).
 */
const consoleAccessRole = (trx: Trx) => roleAssignments(adminTenantId).findIdByName(trx, `${defaultTenantId}:admin`);

/** Makes the console user a member of the tenant holding exactly `roleName`. */
export const setTenantMember = async (trx: Trx, tenantId: string, userId: string, roleName: TenantRoleName) => {
  await organizations.setMember(trx, tenantOrganizationId(tenantId), userId, await tenantRoleId(trx, roleName));
  await grantConsoleAccess(trx, tenantId, userId);
};

/** A member of `default` holds the console's access role for it (self-hosted console users). */
export const grantConsoleAccess = async (trx: Trx, tenantId: string, userId: string) => {
  const accessRole = tenantId === defaultTenantId ? await consoleAccessRole(trx) : undefined;
  if (accessRole) await roleAssignments(adminTenantId).insertUserRoles(trx, userId, [accessRole]);
};

/** Ends the membership (false when there was none). */
export const removeTenantMember = async (trx: Trx, tenantId: string, userId: string) => {
  const removed = await organizations.removeMember(trx, tenantOrganizationId(tenantId), userId);
  const accessRole = tenantId === defaultTenantId ? await consoleAccessRole(trx) : undefined;
  if (accessRole) await roleAssignments(adminTenantId).deleteUserRole(trx, userId, accessRole);
  return removed > 0;
};

/** The members of the tenant with their tenant role. */
export const tenantMembers = async (trx: Trx, tenantId: string) =>
  (await organizations.findMembers(trx, tenantOrganizationId(tenantId))).map(({ roleName, ...member }) => ({
    ...member,
    roleName: tenantRoleNames.find((name) => name === roleName) ?? null,
  }));

/** The tenant's admins, locked until the transaction ends (the last-admin rule). */
export const lockTenantAdmins = async (trx: Trx, tenantId: string) =>
  organizations.lockHoldersOf(trx, tenantOrganizationId(tenantId), await tenantRoleId(trx, 'admin'));

/** The tenants (their ids) the user is a member of, with the user's tenant role in each. */
export const membershipsOf = async (trx: Trx, userId: string) =>
  (await organizations.findMembershipsOfUser(trx, userId)).flatMap(({ organizationId, roleName }) => {
    const tenantId = tenantIdOfOrganization(organizationId);
    return tenantId ? [{ tenantId, roleName: tenantRoleNames.find((name) => name === roleName) ?? null }] : [];
  });

/** Deletes the tenant's organization with its memberships. */
export const deleteTenantOrganization = (trx: Trx, tenantId: string) =>
  organizations.delete(trx, tenantOrganizationId(tenantId));

/** The tenant permissions the console user holds in the tenant (none for a non-member). */
export const tenantScopesOf = (trx: Trx, tenantId: string, userId: string) =>
  organizations.findMemberScopeNames(trx, tenantOrganizationId(tenantId), userId);

/** The ids of the tenant's members. */
export const tenantMemberIds = async (trx: Trx, tenantId: string) =>
  (await organizations.findMembers(trx, tenantOrganizationId(tenantId))).map((member) => member.id);
