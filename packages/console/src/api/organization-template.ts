import {
  type CreateOrganizationRole,
  type CreateOrganizationScope,
  type OrganizationRole,
  type OrganizationRoleResourceScope,
  organizationRoleGuard,
  organizationRoleResourceScopeGuard,
  organizationScopeGuard,
  type PatchOrganizationRole,
  type PatchOrganizationScope,
} from '@gatehouse/schemas/organizations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from './ApiProvider';
import { queryKeys } from './keys';
import { fetchPage } from './pagination';

/*
 * The organization template (spec §2 `organization-template`): organization permissions
 * (`/api/organization-scopes`) and organization roles, which grant organization permissions
 * and API-resource permissions.
 */

const scopePath = (id: string) => `/api/organization-scopes/${encodeURIComponent(id)}`;
const rolePath = (id: string) => `/api/organization-roles/${encodeURIComponent(id)}`;

/** Name clashes, shown on the name field instead of as a toast. */
export const scopeNameInUse = 'organization_scope.name_in_use';
export const roleNameInUse = 'organization_role.name_in_use';

/** One page of organization permissions; `search` is a part of the name (`q`). */
export const useOrganizationScopeList = (search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationScopeList(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/organization-scopes', {
        page,
        query: search ? { q: search } : {},
        guard: z.array(organizationScopeGuard),
      }),
    placeholderData: keepPreviousData,
  });
};

/** Every organization permission: what an organization role can be given. */
export const useAllOrganizationScopes = (enabled = true) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.allOrganizationScopes(tenantId),
    queryFn: () => client.get('/api/organization-scopes', { guard: z.array(organizationScopeGuard) }),
    enabled,
  });
};

/** One page of organization roles, each with what it grants. */
export const useOrganizationRoleList = (search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationRoleList(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/organization-roles', {
        page,
        query: search ? { q: search } : {},
        guard: z.array(organizationRoleGuard),
      }),
    placeholderData: keepPreviousData,
  });
};

export const useOrganizationRole = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationRole(tenantId, id),
    queryFn: () => client.get(rolePath(id), { guard: organizationRoleGuard }),
  });
};

/** A permission an organization role grants: an organization permission, or an API permission with its resource. */
export type OrganizationRolePermission = {
  kind: 'organization' | 'api';
  id: string;
  name: string;
  description: string | null;
  resource?: OrganizationRoleResourceScope['resource'];
};

/** What a role grants, both kinds in one list (organization permissions first), with descriptions. */
export const useOrganizationRolePermissions = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationRolePermissions(tenantId, id),
    queryFn: async (): Promise<OrganizationRolePermission[]> => {
      const [scopes, resourceScopes] = await Promise.all([
        client.get(`${rolePath(id)}/scopes`, { guard: z.array(organizationScopeGuard) }),
        client.get(`${rolePath(id)}/resource-scopes`, { guard: z.array(organizationRoleResourceScopeGuard) }),
      ]);
      return [
        ...scopes.map((scope) => ({ kind: 'organization' as const, ...scope })),
        ...resourceScopes.map((scope) => ({ kind: 'api' as const, ...scope })),
      ];
    },
  });
};

export const useOrganizationScopeMutations = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  // Roles show the names of the permissions they grant, so they refresh too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.organizationScopes(tenantId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.organizationRoles(tenantId) }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: CreateOrganizationScope) =>
        client.post('/api/organization-scopes', input, {
          guard: organizationScopeGuard,
          suppressErrorCodes: [scopeNameInUse],
        }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: PatchOrganizationScope & { id: string }) =>
        client.patch(scopePath(id), input, { guard: organizationScopeGuard, suppressErrorCodes: [scopeNameInUse] }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.delete(scopePath(id)), onSuccess: refresh }),
  };
};

export const useOrganizationRoleMutations = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationRoles(tenantId) });
  const refreshWith = (role: OrganizationRole) => {
    queryClient.setQueryData(queryKeys.organizationRole(tenantId, role.id), role);
    return refresh();
  };
  return {
    create: useMutation({
      mutationFn: (input: CreateOrganizationRole) =>
        client.post('/api/organization-roles', input, {
          guard: organizationRoleGuard,
          suppressErrorCodes: [roleNameInUse],
        }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: PatchOrganizationRole & { id: string }) =>
        client.patch(rolePath(id), input, { guard: organizationRoleGuard, suppressErrorCodes: [roleNameInUse] }),
      onSuccess: refreshWith,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.delete(rolePath(id)), onSuccess: refresh }),
    /** Adds organization permissions and API permissions; either list may be empty. */
    assignPermissions: useMutation({
      mutationFn: async ({
        id,
        organizationScopeIds,
        scopeIds,
      }: {
        id: string;
        organizationScopeIds: string[];
        scopeIds: string[];
      }) => {
        if (organizationScopeIds.length > 0) await client.post(`${rolePath(id)}/scopes`, { organizationScopeIds });
        if (scopeIds.length > 0) await client.post(`${rolePath(id)}/resource-scopes`, { scopeIds });
      },
      // Settled, not success: the first list may have been added when the second failed.
      onSettled: refresh,
    }),
    removeScope: useMutation({
      mutationFn: ({ id, organizationScopeId }: { id: string; organizationScopeId: string }) =>
        client.delete(`${rolePath(id)}/scopes/${encodeURIComponent(organizationScopeId)}`),
      onSuccess: refresh,
    }),
    removeResourceScope: useMutation({
      mutationFn: ({ id, scopeId }: { id: string; scopeId: string }) =>
        client.delete(`${rolePath(id)}/resource-scopes/${encodeURIComponent(scopeId)}`),
      onSuccess: refresh,
    }),
  };
};
