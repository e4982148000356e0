import { z } from 'zod';
import { emailRegEx } from './identifiers';
import { freeFormJsonGuard } from './json';
import { roleTypeGuard } from './roles';
import { imageUrlGuard } from './urls';

/*
 * Organizations (spec §3): the organization template (organization roles and organization
 * scopes), organizations with their members and machine-to-machine applications, just-in-time
 * provisioning by email domain, and invitations (spec §4 states).
 */

const id = z.string().min(1).max(21);
const ids = z.array(id).min(1).max(100);
const name = z.string().trim().min(1).max(128);
const description = z.string().trim().max(256);

/** `q`: a case-insensitive substring of the name (peer-interfaces "SchemaRouter lists"). */
export const keywordQueryGuard = z.object({ q: z.string().max(256).optional() });

// The organization template: scopes.

export const organizationScopeGuard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type OrganizationScope = z.infer<typeof organizationScopeGuard>;

export const createOrganizationScopeGuard = z
  .object({
    name: name.refine((value) => !/\s/.test(value), 'form_errors.no_spaces'),
    description: description.nullable().optional(),
  })
  .strict();
export type CreateOrganizationScope = z.infer<typeof createOrganizationScopeGuard>;
export const patchOrganizationScopeGuard = createOrganizationScopeGuard
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one of name, description');
export type PatchOrganizationScope = z.infer<typeof patchOrganizationScopeGuard>;

// The organization template: roles.

/** An API-resource permission an organization role grants, with its resource. */
export const organizationRoleResourceScopeGuard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  resource: z.object({ id: z.string(), name: z.string(), indicator: z.string() }),
});
export type OrganizationRoleResourceScope = z.infer<typeof organizationRoleResourceScopeGuard>;

export const organizationRoleGuard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Fixed at creation: User roles go to members, MachineToMachine roles to applications. */
  type: roleTypeGuard,
  scopes: z.array(organizationScopeGuard.pick({ id: true, name: true })),
  resourceScopes: z.array(organizationRoleResourceScopeGuard.pick({ id: true, name: true, resource: true })),
});
export type OrganizationRole = z.infer<typeof organizationRoleGuard>;

export const createOrganizationRoleGuard = z
  .object({
    name,
    description: description.nullable().optional(),
    type: roleTypeGuard.optional(),
    organizationScopeIds: z.array(id).max(100).optional(),
    resourceScopeIds: z.array(id).max(100).optional(),
  })
  .strict();
export type CreateOrganizationRole = z.infer<typeof createOrganizationRoleGuard>;
export const patchOrganizationRoleGuard = z
  .object({ name, description: description.nullable() })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one of name, description');
export type PatchOrganizationRole = z.infer<typeof patchOrganizationRoleGuard>;

export const organizationRoleListQueryGuard = keywordQueryGuard.extend({ type: roleTypeGuard.optional() });

export const organizationScopeIdsGuard = z.object({ organizationScopeIds: z.array(id).max(100) }).strict();
export const resourceScopeIdsGuard = z.object({ scopeIds: z.array(id).max(100) }).strict();

// Organizations.

const storedImageUrl = z.string().max(2048);
/**
 * Branding as stored and answered. Reading stays lenient: an http logo written before images had to
 * be https still reads back (the browser's CSP declines to show it) instead of failing the answer.
 */
export const organizationBrandingGuard = z
  .object({
    logoUrl: storedImageUrl.optional(),
    darkLogoUrl: storedImageUrl.optional(),
    favicon: storedImageUrl.optional(),
    darkFavicon: storedImageUrl.optional(),
  })
  .strict();
export type OrganizationBranding = z.infer<typeof organizationBrandingGuard>;
/** Branding a request writes: https images only (`imageUrlGuard`). */
export const organizationBrandingInputGuard = z
  .object({
    logoUrl: imageUrlGuard.optional(),
    darkLogoUrl: imageUrlGuard.optional(),
    favicon: imageUrlGuard.optional(),
    darkFavicon: imageUrlGuard.optional(),
  })
  .strict();

export const organizationGuard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  customData: z.record(z.string(), z.unknown()),
  isMfaRequired: z.boolean(),
  branding: organizationBrandingGuard,
  createdAt: z.number().int(),
});
export type Organization = z.infer<typeof organizationGuard>;

/** A member shown beside an organization in a list (`showFeatured=true`): the first few who joined. */
export const featuredUserGuard = z.object({
  id: z.string(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Not in Logto's shape: the console's initial when the user has no name. */
  username: z.string().nullable(),
});
export const organizationWithFeaturedGuard = organizationGuard.extend({
  usersCount: z.number().int(),
  featuredUsers: z.array(featuredUserGuard),
});
export type OrganizationWithFeatured = z.infer<typeof organizationWithFeaturedGuard>;

/** `GET /api/organizations`: `q` and, with `showFeatured=true`, each one's member count and first members. */
export const organizationListQueryGuard = keywordQueryGuard.extend({
  showFeatured: z.enum(['true', 'false']).optional(),
});

export const createOrganizationGuard = z
  .object({
    name,
    description: description.nullable().optional(),
    customData: freeFormJsonGuard.optional(),
    isMfaRequired: z.boolean().optional(),
    branding: organizationBrandingInputGuard.optional(),
  })
  .strict();
export type CreateOrganization = z.infer<typeof createOrganizationGuard>;
export const patchOrganizationGuard = createOrganizationGuard
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one field');
export type PatchOrganization = z.infer<typeof patchOrganizationGuard>;

/** An organization role as a membership shows it. */
export const organizationRoleRefGuard = z.object({ id: z.string(), name: z.string() });
export type OrganizationRoleRef = z.infer<typeof organizationRoleRefGuard>;

/** A member with the organization roles they hold there. */
export const organizationMemberGuard = z.object({
  id: z.string(),
  username: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  organizationRoles: z.array(organizationRoleRefGuard),
});
export type OrganizationMember = z.infer<typeof organizationMemberGuard>;

/** A machine-to-machine application of an organization, with its organization roles there. */
export const organizationApplicationGuard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  organizationRoles: z.array(organizationRoleRefGuard),
});
export type OrganizationApplication = z.infer<typeof organizationApplicationGuard>;

/** An organization a user or application belongs to, with its roles there. */
export const organizationWithRolesGuard = organizationGuard.extend({
  organizationRoles: z.array(organizationRoleRefGuard),
});
export type OrganizationWithRoles = z.infer<typeof organizationWithRolesGuard>;

export const userIdsGuard = z.object({ userIds: ids }).strict();
export const replaceUserIdsGuard = z.object({ userIds: z.array(id).max(100) }).strict();
export const applicationIdsGuard = z.object({ applicationIds: ids }).strict();
export const replaceApplicationIdsGuard = z.object({ applicationIds: z.array(id).max(100) }).strict();
export const organizationRoleIdsGuard = z.object({ organizationRoleIds: ids }).strict();
export const replaceOrganizationRoleIdsGuard = z.object({ organizationRoleIds: z.array(id).max(100) }).strict();
export const assignMembersRolesGuard = z.object({ userIds: ids, organizationRoleIds: ids }).strict();

// Just-in-time provisioning.

const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?!-)[a-z\d-]{1,63}(?<!-)(\.(?!-)[a-z\d-]{1,63}(?<!-))+$/, 'form_errors.invalid_domain');

export const jitEmailDomainGuard = z.object({ organizationId: z.string(), emailDomain: z.string() });
export type JitEmailDomain = z.infer<typeof jitEmailDomainGuard>;
export const emailDomainsGuard = z.object({ emailDomains: z.array(emailDomain).min(1).max(100) }).strict();
export const replaceEmailDomainsGuard = z.object({ emailDomains: z.array(emailDomain).max(100) }).strict();
export const emailDomainParamGuard = emailDomain;

// Invitations (spec §4).

/** Stored states; `Expired` is what a Pending invitation past `expiresAt` reads as. */
export const invitationStatuses = ['Pending', 'Accepted', 'Expired', 'Revoked'] as const;
export const invitationStatusGuard = z.enum(invitationStatuses);
export type InvitationStatus = z.infer<typeof invitationStatusGuard>;

export const organizationInvitationGuard = z.object({
  id: z.string(),
  inviterId: z.string().nullable(),
  invitee: z.string(),
  acceptedUserId: z.string().nullable(),
  organizationId: z.string(),
  status: invitationStatusGuard,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  expiresAt: z.number().int(),
  organizationRoles: z.array(organizationRoleRefGuard),
  /** Gatehouse: the invitation's accept page on the tenant's sign-in pages, for the inviter to deliver. */
  link: z.string(),
});
export type OrganizationInvitation = z.infer<typeof organizationInvitationGuard>;

export const createOrganizationInvitationGuard = z
  .object({
    inviterId: z.string().min(1).max(12).optional(),
    invitee: z.string().trim().max(256).regex(emailRegEx, 'form_errors.invalid_email'),
    organizationId: id,
    /** Epoch milliseconds, in the future. */
    expiresAt: z.number().int().positive(),
    organizationRoleIds: z.array(id).max(100).optional(),
    /**
     * Values for the OrganizationInvitation email template (`{{link}}` is always the invitation's
     * own). With an email connector the invitation is emailed unless this is `false`.
     */
    messagePayload: z.union([freeFormJsonGuard, z.literal(false)]).optional(),
  })
  .strict();
export type CreateOrganizationInvitation = z.infer<typeof createOrganizationInvitationGuard>;

export const organizationInvitationListQueryGuard = z.object({
  organizationId: z.string().max(21).optional(),
  inviterId: z.string().max(12).optional(),
  invitee: z.string().max(256).optional(),
});

export const putInvitationStatusGuard = z
  .object({ status: z.enum(['Accepted', 'Revoked']), acceptedUserId: z.string().min(1).max(12).optional() })
  .strict()
  .refine((value) => value.status !== 'Accepted' || value.acceptedUserId !== undefined, {
    message: 'acceptedUserId is required to accept',
    path: ['acceptedUserId'],
  });
export type PutInvitationStatus = z.infer<typeof putInvitationStatusGuard>;
