import { generateId } from '@gatehouse/schemas/ids';
import type {
  CreateOrganization,
  Organization,
  OrganizationMember,
  OrganizationRoleRef,
  OrganizationScope,
  OrganizationWithFeatured,
  OrganizationWithRoles,
  PatchOrganization,
} from '@gatehouse/schemas/organizations';
import { findApplicationTypes } from '../applications/public';
import type { Trx } from '../platform/db/database';
import { json, toMs } from '../platform/db/json';
import type { Page } from '../platform/db/paging';
import type { PlatformDeps } from '../platform/deps';
import { tenantChange } from '../platform/events';
import { ApiError, assertThat } from '../platform/http/api-error';
import { assertQuota } from '../quotas/public';
import { createOrganizationChecks, membershipUpdated, rolesBy } from './checks';
import { createOrganizationQueries } from './queries';

type OrganizationRow = {
  id: string;
  name: string;
  description: string | null;
  customData: Record<string, unknown>;
  isMfaRequired: boolean;
  branding: Organization['branding'];
  createdAt: Date;
};

/** How many members `showFeatured` shows per organization. */
const featuredCount = 3;

export const toOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  name: row.name,
  description: row.description,
  customData: row.customData,
  isMfaRequired: row.isMfaRequired,
  branding: row.branding,
  createdAt: toMs(row.createdAt),
});

/**
 * Organizations (spec §3): settings, members with User-type organization roles, and
 * machine-to-machine applications with MachineToMachine-type organization roles. Roles go only to
 * members (400 `organization.require_membership`); adding a member twice keeps one membership.
 * Data and membership changes emit their `Organization.*` events in their transaction (platform/events.ts).
 */
export const createOrganizationService = (deps: PlatformDeps, tenantId: string) => {
  const { database } = deps;
  const queries = createOrganizationQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const { findOrThrow, assertRoles } = createOrganizationChecks(tenantId);
  const change = tenantChange(deps, tenantId);
  const assertUsersExist = async (trx: Trx, userIds: string[]) => {
    const unique = [...new Set(userIds)];
    const found = await queries.findUsers(trx, unique);
    const missing = unique.filter((id) => !found.some((user) => user.id === id));
    if (missing.length > 0) throw new ApiError('user.not_found', { ids: missing });
    return unique;
  };
  /** A member (404 `organization.member_not_found` otherwise), in an existing organization. */
  const assertMember = async (trx: Trx, organizationId: string, userId: string) => {
    await findOrThrow(trx, organizationId);
    const [member] = await queries.findMemberIds(trx, organizationId, [userId]);
    if (!member) throw new ApiError('organization.member_not_found', { userId });
  };
  /** Users who can be given roles: they exist (404) and are members (400 `organization.require_membership`). */
  const assertMembersForRoles = async (trx: Trx, organizationId: string, userIds: string[]) => {
    await findOrThrow(trx, organizationId);
    const unique = await assertUsersExist(trx, userIds);
    const members = await queries.findMemberIds(trx, organizationId, unique);
    const outsiders = unique.filter((id) => !members.includes(id));
    assertThat(outsiders.length === 0, 'organization.require_membership', { userIds: outsiders });
    return unique;
  };
  return {
    list: (q: string | undefined, page?: Page) =>
      inTenant(async (trx): Promise<{ items: Organization[]; total: number }> => {
        const rows = await queries.findAll(trx, q, page);
        return { items: rows.map(toOrganization), total: page ? await queries.count(trx, q) : rows.length };
      }),

    /** The list with each organization's member count and its first `featuredCount` members (Logto's `showFeatured`). */
    listWithFeatured: (q: string | undefined, page?: Page) =>
      inTenant(async (trx): Promise<{ items: OrganizationWithFeatured[]; total: number }> => {
        const rows = await queries.findAll(trx, q, page);
        const ids = rows.map((row) => row.id);
        const [counts, featured] =
          ids.length === 0
            ? [[], []]
            : [await queries.countMembersOf(trx, ids), await queries.findFeaturedMembers(trx, ids, featuredCount)];
        const items = rows.map((row) => ({
          ...toOrganization(row),
          usersCount: counts.find((count) => count.organizationId === row.id)?.count ?? 0,
          featuredUsers: featured
            .filter((user) => user.organizationId === row.id)
            .map(({ id, name, avatar, username }) => ({ id, name, avatar, username })),
        }));
        return { items, total: page ? await queries.count(trx, q) : rows.length };
      }),

    get: (id: string) => inTenant(async (trx) => toOrganization(await findOrThrow(trx, id))),

    /** The organization's branding for the sign-in pages (`organization_id`); undefined for an unknown id. */
    findBranding: (id: string) =>
      inTenant(async (trx) => {
        const row = await queries.findById(trx, id);
        return row ? toOrganization(row).branding : undefined;
      }),

    create: async (input: CreateOrganization) => {
      return change(
        async (trx) => {
          const id = generateId();
          await assertQuota(deps.config, trx, tenantId, 'organizationsLimit');
          await queries.insert(trx, {
            id,
            name: input.name,
            description: input.description ?? null,
            customData: json(input.customData ?? {}),
            isMfaRequired: input.isMfaRequired ?? false,
            branding: json(input.branding ?? {}),
          });
          return toOrganization(await findOrThrow(trx, id));
        },
        (organization) => ({ event: 'Organization.Created', organizationId: organization.id, data: organization }),
      );
    },

    /** `customData` and `branding` replace the stored ones. */
    patch: async (id: string, input: PatchOrganization) => {
      return change(
        async (trx) => {
          const updated = await queries.update(trx, id, {
            ...(input.name !== undefined && { name: input.name }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.isMfaRequired !== undefined && { isMfaRequired: input.isMfaRequired }),
            ...(input.customData !== undefined && { customData: json(input.customData) }),
            ...(input.branding !== undefined && { branding: json(input.branding) }),
          });
          if (updated === 0) throw new ApiError('organization.not_found', { id });
          return toOrganization(await findOrThrow(trx, id));
        },
        (organization) => ({ event: 'Organization.Data.Updated', organizationId: id, data: organization }),
      );
    },

    /** Deletes the organization with its memberships, their roles, JIT settings and invitations, in one statement. */
    delete: async (id: string) => {
      await change(
        async (trx) => {
          if ((await queries.delete(trx, id)) === 0) throw new ApiError('organization.not_found', { id });
        },
        () => ({ event: 'Organization.Deleted', organizationId: id }),
      );
    },

    listMembers: (id: string, q: string | undefined, page: Page) =>
      inTenant(async (trx): Promise<{ items: OrganizationMember[]; total: number }> => {
        await findOrThrow(trx, id);
        const rows = await queries.findMembers(trx, id, q, page);
        const roles = await queries.findMemberRoles(
          trx,
          id,
          rows.map((row) => row.id),
        );
        return {
          items: rows.map((row) => ({ ...row, organizationRoles: rolesBy(roles, 'userId', row.id) })),
          total: await queries.countMembers(trx, id, q),
        };
      }),

    /** Adds members (or with `replace`, sets exactly these members); existing memberships stay as they are. */
    setMembers: async (id: string, userIds: string[], { replace = false } = {}) => {
      await change(async (trx) => {
        await findOrThrow(trx, id);
        const unique = await assertUsersExist(trx, userIds);
        if (replace) await queries.deleteMembers(trx, id, { keep: unique });
        await queries.insertMembers(trx, id, unique);
      }, membershipUpdated(id));
    },

    removeMember: async (id: string, userId: string) => {
      await change(async (trx) => {
        await findOrThrow(trx, id);
        if ((await queries.deleteMembers(trx, id, { userId })) === 0) {
          throw new ApiError('organization.member_not_found', { userId });
        }
      }, membershipUpdated(id));
    },

    listMemberRoles: (id: string, userId: string) =>
      inTenant(async (trx): Promise<OrganizationRoleRef[]> => {
        await assertMember(trx, id, userId);
        return (await queries.findMemberRoles(trx, id, [userId])).map(({ id: roleId, name }) => ({ id: roleId, name }));
      }),

    /** Gives members User-type organization roles (with `replace`, exactly these, to the one member). */
    setMemberRoles: async (id: string, userIds: string[], roleIds: string[], { replace = false } = {}) => {
      await inTenant(async (trx) => {
        const members = await assertMembersForRoles(trx, id, userIds);
        const roles = await assertRoles(trx, roleIds, 'User');
        if (replace) for (const userId of members) await queries.deleteMemberRoles(trx, id, userId);
        await queries.insertMemberRoles(trx, id, members, roles);
      });
    },

    removeMemberRole: (id: string, userId: string, roleId: string) =>
      inTenant(async (trx) => {
        await assertMember(trx, id, userId);
        if ((await queries.deleteMemberRoles(trx, id, userId, roleId)) === 0) {
          throw new ApiError('organization_role.not_found', { id: roleId });
        }
      }),

    listMemberScopes: (id: string, userId: string) =>
      inTenant(async (trx): Promise<OrganizationScope[]> => {
        await assertMember(trx, id, userId);
        return queries.findMemberScopes(trx, id, userId);
      }),

    /** The organizations a user or an application belongs to, with its roles in each. */
    listOf: (member: { userId: string } | { applicationId: string }) => listOrganizationsOf(deps, tenantId, member),
  };
};

/**
 * The organizations a user or an application belongs to, with its roles in each — for
 * `GET /api/users/{id}/organizations` and `GET /api/applications/{id}/organizations`.
 */
export const listOrganizationsOf = async (
  { database }: PlatformDeps,
  tenantId: string,
  member: { userId: string } | { applicationId: string },
) =>
  database.withTenant(tenantId, async (trx): Promise<OrganizationWithRoles[]> => {
    const queries = createOrganizationQueries(tenantId);
    if ('userId' in member && (await queries.findUsers(trx, [member.userId])).length === 0) {
      throw new ApiError('user.not_found', { id: member.userId });
    }
    if ('applicationId' in member && (await findApplicationTypes(trx, tenantId, [member.applicationId])).length === 0) {
      throw new ApiError('application.not_found', { id: member.applicationId });
    }
    const rows =
      'userId' in member
        ? await queries.findOrganizationsOfUser(trx, member.userId)
        : await queries.findOrganizationsOfApplication(trx, member.applicationId);
    return rows.map((row) => ({ ...toOrganization(row), organizationRoles: row.organizationRoles }));
  });
