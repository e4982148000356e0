import { adminTenantId, defaultTenantId } from '@gatehouse/schemas/constants';
import { generateUserId } from '@gatehouse/schemas/ids';
import { initialPlanId } from '@gatehouse/schemas/plans';
import {
  type MemberTenant,
  type Tenant,
  type TenantPermission,
  type TenantRoleName,
  tenantRoleScopes,
} from '@gatehouse/schemas/tenants';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { assertRegionServed } from '../platform/regions';
import { managementIndicator } from '../platform/tenancy';
import { tenantPlanSummaries } from '../quotas/public';
import {
  deleteTenantOrganization,
  ensureTenantOrganization,
  lockTenantAdmins,
  membershipsOf,
  removeTenantMember,
  setTenantMember,
  tenantMemberIds,
  tenantMembers,
  tenantScopesOf,
} from './membership';
import { createTenantQueries } from './queries';

type TenantRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createTenantQueries>['findById']>>>;
/** Seeds a new tenant like `default` (app/seed.ts provisionTenant), given by the composition root. */
export type Provision = (tenant: Pick<Tenant, 'id' | 'name' | 'tag' | 'regionName'>) => Promise<unknown>;

const toTenant = (row: TenantRow): Tenant => ({
  id: row.id,
  name: row.name,
  tag: row.tag,
  regionName: row.regionName,
  isSuspended: row.isSuspended,
  createdAt: new Date(row.createdAt).getTime(),
});

/**
 * Tenants as console users see them (cloud API, spec §7): the tenants they are members of, creating
 * one (its creator its admin), renaming and deleting it, and its members with their tenant roles.
 * Permission checks are `assertScope`'s: a user who is no member of a tenant gets 404
 * `tenant.not_found` (its existence is not revealed), a member without the scope 403
 * `tenant.insufficient_scope`.
 */
export const createTenantCloudService = (deps: PlatformDeps, provision: Provision) => {
  const { database, config, bus } = deps;
  const queries = createTenantQueries(database.system);
  const inAdmin = <T>(work: Parameters<typeof database.withTenant<T>>[1]) => database.withTenant(adminTenantId, work);
  /** The tenants as their member sees them, each with its plan and this month's usage. */
  const asMembers = async (rows: TenantRow[], roleOf: (tenantId: string) => TenantRoleName | null) => {
    const plans = await tenantPlanSummaries(deps, rows);
    return rows.flatMap((row): MemberTenant[] => {
      const plan = plans.get(row.id);
      if (!plan) return [];
      const roleName = roleOf(row.id);
      return [
        {
          ...toTenant(row),
          indicator: managementIndicator(config, row.id),
          role: roleName,
          scopes: roleName ? [...tenantRoleScopes[roleName]] : [],
          ...plan,
        },
      ];
    });
  };
  const asMember = async (row: TenantRow, roleName: TenantRoleName | null) => {
    const [member] = await asMembers([row], () => roleName);
    if (!member) throw new ApiError('tenant.not_found', { tenantId: row.id });
    return member;
  };

  /** The caller's scopes in the tenant; 404 unless the tenant exists and the caller is a member. */
  const scopesOf = async (userId: string, tenantId: string) => {
    const scopes = await inAdmin((trx) => tenantScopesOf(trx, tenantId, userId));
    if (scopes.length === 0 || !(await queries.findById(tenantId)))
      throw new ApiError('tenant.not_found', { tenantId });
    return scopes;
  };
  const assertScope = async (userId: string, tenantId: string, scope: TenantPermission) => {
    const scopes = await scopesOf(userId, tenantId);
    assertThat(scopes.includes(scope), 'tenant.insufficient_scope', { scope });
  };
  /** Fails with `tenant_member.last_admin` when the change would leave the tenant without an admin. */
  const keepAnAdmin = async (trx: Parameters<typeof lockTenantAdmins>[0], tenantId: string, userId: string) => {
    const admins = await lockTenantAdmins(trx, tenantId);
    assertThat(!(admins.length === 1 && admins[0] === userId), 'tenant_member.last_admin', { userId });
  };

  /** The tenant as its member sees it. */
  const get = async (userId: string, tenantId: string) => {
    await scopesOf(userId, tenantId);
    const row = await queries.findById(tenantId);
    if (!row) throw new ApiError('tenant.not_found', { tenantId });
    const membership = (await inAdmin((trx) => membershipsOf(trx, userId))).find((m) => m.tenantId === tenantId);
    return asMember(row, membership?.roleName ?? null);
  };

  return {
    scopesOf,
    assertScope,

    listOf: async (userId: string) => {
      const memberships = await inAdmin((trx) => membershipsOf(trx, userId));
      const rows = await queries.findByIds(memberships.map((membership) => membership.tenantId));
      return asMembers(
        rows.filter((row) => row.id !== adminTenantId),
        (tenantId) => memberships.find((membership) => membership.tenantId === tenantId)?.roleName ?? null,
      );
    },

    get,

    /**
     * Creates and seeds a tenant with the caller as its admin. All or nothing: when any step fails,
     * the tenant's row (and with it, by cascade, everything seeded) and its organization are removed.
     */
    create: async (userId: string, input: { name: string; tag?: Tenant['tag']; regionName: Tenant['regionName'] }) => {
      assertRegionServed(config.regions, input.regionName);
      const tenant = {
        id: generateUserId(),
        name: input.name,
        tag: input.tag ?? 'development',
        regionName: input.regionName,
      };
      try {
        await provision(tenant);
        await inAdmin(async (trx) => {
          await ensureTenantOrganization(trx, tenant);
          await setTenantMember(trx, tenant.id, userId, 'admin');
        });
      } catch (error) {
        await queries.delete(tenant.id).catch(() => undefined);
        await inAdmin((trx) => deleteTenantOrganization(trx, tenant.id)).catch(() => undefined);
        await bus.publish(tenant.id, 'tenant').catch(() => undefined);
        throw error;
      }
      const row = await queries.findById(tenant.id);
      if (!row) throw new ApiError('tenant.not_found', { tenantId: tenant.id });
      return asMember(row, 'admin');
    },

    patch: async (userId: string, tenantId: string, input: { name?: string; tag?: Tenant['tag'] }) => {
      await assertScope(userId, tenantId, 'manage:tenant');
      if (input.name !== undefined || input.tag !== undefined) {
        const current = await queries.findById(tenantId);
        // Changing the tag moves an unpaid tenant to the other unpaid plan (Development ↔ Free); paid plans stay.
        const movesPlan = input.tag !== undefined && (current?.planId === 'Free' || current?.planId === 'Development');
        await queries.update(tenantId, {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.tag !== undefined && { tag: input.tag }),
          ...(movesPlan && input.tag && { planId: initialPlanId({ id: tenantId, tag: input.tag }) }),
        });
        await bus.publish(tenantId, 'tenant');
      }
      return get(userId, tenantId);
    },

    /** Deletes the tenant and all its data; the built-in tenants stay (422 `tenant.built_in`). */
    remove: async (userId: string, tenantId: string) => {
      await assertScope(userId, tenantId, 'manage:tenant');
      assertThat(tenantId !== defaultTenantId && tenantId !== adminTenantId, 'tenant.built_in', { tenantId });
      await queries.delete(tenantId);
      await inAdmin((trx) => deleteTenantOrganization(trx, tenantId));
      await bus.publish(tenantId, 'tenant');
    },

    members: async (userId: string, tenantId: string) => {
      await assertScope(userId, tenantId, 'read:member');
      return inAdmin((trx) => tenantMembers(trx, tenantId));
    },

    setMemberRole: async (userId: string, tenantId: string, memberId: string, roleName: TenantRoleName) => {
      await assertScope(userId, tenantId, 'update:member:role');
      await inAdmin(async (trx) => {
        const members = await tenantMembers(trx, tenantId);
        if (!members.some((member) => member.id === memberId)) {
          throw new ApiError('tenant_member.not_found', { userId: memberId });
        }
        if (roleName !== 'admin') await keepAnAdmin(trx, tenantId, memberId);
        await setTenantMember(trx, tenantId, memberId, roleName);
      });
    },

    removeMember: async (userId: string, tenantId: string, memberId: string) => {
      await assertScope(userId, tenantId, 'remove:member');
      await inAdmin(async (trx) => {
        await keepAnAdmin(trx, tenantId, memberId);
        if (!(await removeTenantMember(trx, tenantId, memberId))) {
          throw new ApiError('tenant_member.not_found', { userId: memberId });
        }
      });
    },

    /** The scopes of a member (spec §4 session consistency): the caller's own, or any member's for a `read:member` holder. */
    memberScopes: async (userId: string, tenantId: string, memberId: string) => {
      if (memberId !== userId) await assertScope(userId, tenantId, 'read:member');
      else await scopesOf(userId, tenantId);
      return inAdmin(async (trx) => {
        const scopes = await tenantScopesOf(trx, tenantId, memberId);
        if (scopes.length === 0 && !(await tenantMemberIds(trx, tenantId)).includes(memberId)) {
          throw new ApiError('tenant_member.not_found', { userId: memberId });
        }
        return scopes.map((name) => ({ name }));
      });
    },
  };
};

export type TenantCloudService = ReturnType<typeof createTenantCloudService>;
