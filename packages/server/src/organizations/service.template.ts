import { generateId } from '@gatehouse/schemas/ids';
import type {
  CreateOrganizationRole,
  CreateOrganizationScope,
  OrganizationRole,
  OrganizationRoleResourceScope,
  OrganizationScope,
  PatchOrganizationRole,
  PatchOrganizationScope,
} from '@gatehouse/schemas/organizations';
import type { Trx } from '../platform/db/database';
import { isUniqueViolation } from '../platform/db/errors';
import type { Page } from '../platform/db/paging';
import type { PlatformDeps } from '../platform/deps';
import { tenantChange } from '../platform/events';
import { ApiError } from '../platform/http/api-error';
import { createOrganizationTemplateQueries, type RoleType } from './queries.template';

type ScopeList = 'scopes' | 'resource-scopes';

/**
 * The organization template (spec §3): organization scopes (permissions inside an organization)
 * and organization roles, with a type fixed at creation, that bundle organization scopes and
 * API-resource permissions. Names are unique per tenant (422). Every change emits its
 * `OrganizationRole.*` / `OrganizationScope.*` event in its transaction (platform/events.ts).
 */
export const createOrganizationTemplateService = (deps: PlatformDeps, tenantId: string) => {
  const queries = createOrganizationTemplateQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);
  const change = tenantChange(deps, tenantId);
  const scopesUpdated = (id: string) => () => ({
    event: 'OrganizationRole.Scopes.Updated' as const,
    organizationRoleId: id,
  });

  const uniqueName = async <T>(
    code: 'organization_role.name_in_use' | 'organization_scope.name_in_use',
    work: () => Promise<T>,
  ) => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(code);
      throw error;
    }
  };
  const findRoleOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findRoleById(trx, id);
    if (!row) throw new ApiError('organization_role.not_found', { id });
    return row;
  };
  const assertScopesExist = async (trx: Trx, ids: string[]) => {
    const unique = [...new Set(ids)];
    const found = await queries.findScopeIds(trx, unique);
    const missing = unique.filter((id) => !found.includes(id));
    if (missing.length > 0) throw new ApiError('organization_scope.not_found', { ids: missing });
    return unique;
  };
  const assertResourceScopesExist = async (trx: Trx, ids: string[]) => {
    const unique = [...new Set(ids)];
    const found = await queries.findResourceScopeIds(trx, unique);
    const missing = unique.filter((id) => !found.includes(id));
    if (missing.length > 0) throw new ApiError('scope.not_found', { ids: missing });
    return unique;
  };

  /** Roles with the scopes and resource permissions they grant. */
  const withScopes = async (
    trx: Trx,
    rows: { id: string; name: string; description: string | null; type: RoleType }[],
  ): Promise<OrganizationRole[]> => {
    const ids = rows.map((row) => row.id);
    const [scopes, resourceScopes] = await Promise.all([
      queries.findScopesOfRoles(trx, ids),
      queries.findResourceScopesOfRoles(trx, ids),
    ]);
    return rows.map((row) => ({
      ...row,
      scopes: scopes.filter((scope) => scope.roleId === row.id).map(({ id, name }) => ({ id, name })),
      resourceScopes: resourceScopes
        .filter((scope) => scope.roleId === row.id)
        .map((scope) => ({
          id: scope.id,
          name: scope.name,
          resource: { id: scope.resourceId, name: scope.resourceName, indicator: scope.resourceIndicator },
        })),
    }));
  };
  const getRole = async (trx: Trx, id: string) => {
    const [role] = await withScopes(trx, [await findRoleOrThrow(trx, id)]);
    if (!role) throw new ApiError('organization_role.not_found', { id });
    return role;
  };

  return {
    listScopes: (q: string | undefined, page?: Page) =>
      inTenant(async (trx): Promise<{ items: OrganizationScope[]; total: number }> => {
        const items = await queries.findScopes(trx, q, page);
        return { items, total: page ? await queries.countScopes(trx, q) : items.length };
      }),

    getScope: (id: string) =>
      inTenant(async (trx) => {
        const scope = await queries.findScopeById(trx, id);
        if (!scope) throw new ApiError('organization_scope.not_found', { id });
        return scope;
      }),

    createScope: async (input: CreateOrganizationScope) => {
      const scope = await uniqueName('organization_scope.name_in_use', () =>
        change(
          (trx) =>
            queries.insertScope(trx, { id: generateId(), name: input.name, description: input.description ?? null }),
          (scope) => ({ event: 'OrganizationScope.Created', organizationScopeId: scope.id, data: scope }),
        ),
      );
      return scope;
    },

    patchScope: async (id: string, input: PatchOrganizationScope) => {
      const scope = await uniqueName('organization_scope.name_in_use', () =>
        change(
          async (trx) => {
            const updated = await queries.updateScope(trx, id, input);
            if (!updated) throw new ApiError('organization_scope.not_found', { id });
            return updated;
          },
          (scope) => ({ event: 'OrganizationScope.Data.Updated', organizationScopeId: id, data: scope }),
        ),
      );
      return scope;
    },

    /** Roles granting it lose it in the same statement (the foreign key cascades). */
    deleteScope: async (id: string) => {
      await change(
        async (trx) => {
          if ((await queries.deleteScope(trx, id)) === 0) throw new ApiError('organization_scope.not_found', { id });
        },
        () => ({ event: 'OrganizationScope.Deleted', organizationScopeId: id }),
      );
    },

    listRoles: (filters: { q?: string; type?: RoleType }, page?: Page) =>
      inTenant(async (trx): Promise<{ items: OrganizationRole[]; total: number }> => {
        const rows = await queries.findRoles(trx, filters, page);
        const items = await withScopes(trx, rows);
        return { items, total: page ? await queries.countRoles(trx, filters) : items.length };
      }),

    getRole: (id: string) => inTenant((trx) => getRole(trx, id)),

    /** Creates the role with its initial organization scopes and resource permissions, in one transaction. */
    createRole: async (input: CreateOrganizationRole) => {
      const role = await uniqueName('organization_role.name_in_use', () =>
        change(
          async (trx) => {
            const scopeIds = await assertScopesExist(trx, input.organizationScopeIds ?? []);
            const resourceScopeIds = await assertResourceScopesExist(trx, input.resourceScopeIds ?? []);
            const row = await queries.insertRole(trx, {
              id: generateId(),
              name: input.name,
              description: input.description ?? null,
              type: input.type ?? 'User',
            });
            await queries.insertRoleScopes(trx, row.id, scopeIds);
            await queries.insertRoleResourceScopes(trx, row.id, resourceScopeIds);
            return getRole(trx, row.id);
          },
          (role) => ({ event: 'OrganizationRole.Created', organizationRoleId: role.id, data: role }),
        ),
      );
      return role;
    },

    patchRole: async (id: string, input: PatchOrganizationRole) => {
      const role = await uniqueName('organization_role.name_in_use', () =>
        change(
          async (trx) => {
            if (!(await queries.updateRole(trx, id, input))) throw new ApiError('organization_role.not_found', { id });
            return getRole(trx, id);
          },
          (role) => ({ event: 'OrganizationRole.Data.Updated', organizationRoleId: id, data: role }),
        ),
      );
      return role;
    },

    /** Members, applications, invitations and JIT settings holding it lose it (foreign keys cascade). */
    deleteRole: async (id: string) => {
      await change(
        async (trx) => {
          if ((await queries.deleteRole(trx, id)) === 0) throw new ApiError('organization_role.not_found', { id });
        },
        () => ({ event: 'OrganizationRole.Deleted', organizationRoleId: id }),
      );
    },

    listRoleScopes: (id: string) =>
      inTenant(async (trx): Promise<OrganizationScope[]> => {
        await findRoleOrThrow(trx, id);
        return (await queries.findScopesOfRoles(trx, [id])).map(({ id, name, description }) => ({
          id,
          name,
          description,
        }));
      }),

    listRoleResourceScopes: (id: string) =>
      inTenant(async (trx): Promise<OrganizationRoleResourceScope[]> => {
        await findRoleOrThrow(trx, id);
        return (await queries.findResourceScopesOfRoles(trx, [id])).map((scope) => ({
          id: scope.id,
          name: scope.name,
          description: scope.description,
          resource: { id: scope.resourceId, name: scope.resourceName, indicator: scope.resourceIndicator },
        }));
      }),

    /** Adds (or with `replace`, sets exactly) the role's organization scopes or resource permissions. */
    setRoleScopes: async (id: string, list: ScopeList, scopeIds: string[], { replace = false } = {}) => {
      await change(async (trx) => {
        await findRoleOrThrow(trx, id);
        if (list === 'scopes') {
          const unique = await assertScopesExist(trx, scopeIds);
          if (replace) await queries.deleteRoleScopes(trx, id);
          await queries.insertRoleScopes(trx, id, unique);
        } else {
          const unique = await assertResourceScopesExist(trx, scopeIds);
          if (replace) await queries.deleteRoleResourceScopes(trx, id);
          await queries.insertRoleResourceScopes(trx, id, unique);
        }
      }, scopesUpdated(id));
    },

    removeRoleScope: async (id: string, list: ScopeList, scopeId: string) => {
      await change(async (trx) => {
        await findRoleOrThrow(trx, id);
        const removed =
          list === 'scopes'
            ? await queries.deleteRoleScopes(trx, id, scopeId)
            : await queries.deleteRoleResourceScopes(trx, id, scopeId);
        if (removed === 0) {
          throw new ApiError(list === 'scopes' ? 'organization_scope.not_found' : 'scope.not_found', { id: scopeId });
        }
      }, scopesUpdated(id));
    },
  };
};
