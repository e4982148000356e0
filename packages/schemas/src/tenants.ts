import { z } from 'zod';
import { invitationStatusGuard } from './organizations';
import { subscriptionGuard } from './plans';

export const tenantTags = ['development', 'production'] as const;
export const regionNames = ['EU', 'US', 'AU'] as const;

export const tenantTagGuard = z.enum(tenantTags);
export const regionNameGuard = z.enum(regionNames);
export type RegionName = z.infer<typeof regionNameGuard>;

/** Tenant fields of spec §3 that are not about billing. */
export const tenantGuard = z.object({
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(128),
  tag: tenantTagGuard,
  regionName: regionNameGuard,
  isSuspended: z.boolean(),
  createdAt: z.number().int(),
});

export type Tenant = z.infer<typeof tenantGuard>;

/** Tenant ids appear in hosts and paths, so they are lower-case DNS labels. */
export const tenantIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,19}[a-z0-9])?$/;

/** Tenant permissions of spec §6: organization scopes of the admin tenant's tenant organizations. */
export const tenantPermissions = [
  'read:data',
  'write:data',
  'delete:data',
  'read:member',
  'invite:member',
  'remove:member',
  'update:member:role',
  'manage:tenant',
] as const;
export type TenantPermission = (typeof tenantPermissions)[number];

/** Tenant roles (spec §6): organization roles of the admin tenant with these scopes. */
export const tenantRoleNames = ['admin', 'collaborator'] as const;
export const tenantRoleNameGuard = z.enum(tenantRoleNames);
export type TenantRoleName = z.infer<typeof tenantRoleNameGuard>;
export const tenantRoleScopes: Record<TenantRoleName, readonly TenantPermission[]> = {
  admin: tenantPermissions,
  collaborator: ['read:data', 'write:data', 'delete:data', 'read:member'],
};

/** `POST /api/tenants` (cloud). */
export const createTenantGuard = z.strictObject({
  name: tenantGuard.shape.name,
  tag: tenantTagGuard.optional(),
  regionName: regionNameGuard,
});
export const patchTenantGuard = z.strictObject({
  name: tenantGuard.shape.name.optional(),
  tag: tenantTagGuard.optional(),
});

/** A tenant as its member sees it: `GET /api/tenants`, with its plan, MAU and tokens this billing month (spec §3). */
export const memberTenantGuard = tenantGuard.extend({
  indicator: z.string(),
  role: tenantRoleNameGuard.nullable(),
  scopes: z.array(z.string()),
  planId: z.string(),
  subscription: subscriptionGuard,
  usage: z.object({ activeUsers: z.number().int(), tokenUsage: z.number().int() }),
  /** null: unlimited. */
  quota: z.object({ mauLimit: z.number().int().nullable(), tokenLimit: z.number().int().nullable() }),
});
export type MemberTenant = z.infer<typeof memberTenantGuard>;

export const tenantMemberGuard = z.object({
  id: z.string(),
  username: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  roleName: tenantRoleNameGuard.nullable(),
});
export type TenantMember = z.infer<typeof tenantMemberGuard>;
export const putTenantMemberRoleGuard = z.strictObject({ roleName: tenantRoleNameGuard });
export const tenantMemberScopeGuard = z.object({ name: z.string() });
export const tenantEndpointsGuard = z.object({ user: z.string() });

/** An email to invite: checked by the service with the others, so that the answer names each refused one. */
const inviteeGuard = z.string().trim().min(1).max(256);
/** `POST /api/tenants/{tenantId}/invitations`: one email or several, each invited with the role, all or none. */
export const createTenantInvitationGuard = z.strictObject({
  invitee: z.union([inviteeGuard, z.array(inviteeGuard).min(1).max(20)]),
  roleName: tenantRoleNameGuard,
  /** When it expires (ms since the epoch); 7 days from now when left out. */
  expiresAt: z.number().int().positive().optional(),
});

/** A tenant invitation (spec §3): an organization invitation of the admin tenant, as the console shows it. */
export const tenantInvitationGuard = z.object({
  id: z.string(),
  tenantId: z.string(),
  organizationId: z.string(),
  tenantName: z.string(),
  tenantTag: tenantTagGuard,
  invitee: z.string(),
  inviterId: z.string().nullable(),
  roleName: tenantRoleNameGuard.nullable(),
  status: invitationStatusGuard,
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** The console's accept page for it. */
  link: z.string(),
});
export type TenantInvitation = z.infer<typeof tenantInvitationGuard>;
/** A created invitation, and whether the admin tenant's email connector sent it (else the link is to be passed on). */
export const createdTenantInvitationGuard = tenantInvitationGuard.extend({ emailed: z.boolean() });
export const acceptTenantInvitationGuard = z.strictObject({ status: z.literal('Accepted') });
