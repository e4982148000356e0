import {
  type CreateOrganizationRole,
  type CreateOrganizationScope,
  type OrganizationRole,
  organizationRoleGuard,
  organizationScopeGuard,
  type PatchOrganizationRole,
  type PatchOrganizationScope,
} from '@gatehouse/schemas/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { organizationRoleKeys, organizationScopeKeys } from './keys';

/** Name clashes, shown on the name field instead of as a toast. */
export const scopeNameInUse = 'organization_scope.name_in_use';
export const roleNameInUse = 'organization_role.name_in_use';

/** The client, and refreshes of the template's permissions and roles. */
const useTemplateWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refreshRoles = () => queryClient.invalidateQueries({ queryKey: organizationRoleKeys.all(tenantId) });
  // Roles show the names of the permissions they grant, so they refresh with the permissions.
  const refreshScopes = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: organizationScopeKeys.all(tenantId) }), refreshRoles()]);
  return { tenantId, client, queryClient, refreshRoles, refreshScopes };
};

export const useCreateOrganizationScope = () => {
  const { client, refreshScopes } = useTemplateWrite();
  return useMutation({
    mutationFn: (input: CreateOrganizationScope) =>
      client.post('/api/organization-scopes', input, {
        guard: organizationScopeGuard,
        suppressErrorCodes: [scopeNameInUse],
      }),
    onSuccess: refreshScopes,
  });
};

export const useUpdateOrganizationScope = () => {
  const { client, refreshScopes } = useTemplateWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchOrganizationScope & { id: string }) =>
      client.patch('/api/organization-scopes/{id}', input, {
        params: { id },
        guard: organizationScopeGuard,
        suppressErrorCodes: [scopeNameInUse],
      }),
    onSuccess: refreshScopes,
  });
};

export const useDeleteOrganizationScope = () => {
  const { client, refreshScopes } = useTemplateWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/organization-scopes/{id}', { params: { id } }),
    onSuccess: refreshScopes,
  });
};

export const useCreateOrganizationRole = () => {
  const { client, refreshRoles } = useTemplateWrite();
  return useMutation({
    mutationFn: (input: CreateOrganizationRole) =>
      client.post('/api/organization-roles', input, {
        guard: organizationRoleGuard,
        suppressErrorCodes: [roleNameInUse],
      }),
    onSuccess: refreshRoles,
  });
};

export const useUpdateOrganizationRole = () => {
  const { tenantId, client, queryClient, refreshRoles } = useTemplateWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchOrganizationRole & { id: string }) =>
      client.patch('/api/organization-roles/{id}', input, {
        params: { id },
        guard: organizationRoleGuard,
        suppressErrorCodes: [roleNameInUse],
      }),
    onSuccess: (role: OrganizationRole) => {
      queryClient.setQueryData(organizationRoleKeys.detail(tenantId, role.id), role);
      return refreshRoles();
    },
  });
};

/** Deletes an organization role and forgets it with its permissions; the lists refresh. */
export const useDeleteOrganizationRole = () => {
  const { tenantId, client, queryClient } = useTemplateWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/organization-roles/{id}', { params: { id } }),
    onSuccess: (_data, id) =>
      afterDelete(queryClient, organizationRoleKeys.detail(tenantId, id), [organizationRoleKeys.all(tenantId)]),
  });
};

/** Adds organization permissions and API permissions to a role; either list may be empty. */
export const useAssignOrganizationRolePermissions = () => {
  const { client, refreshRoles } = useTemplateWrite();
  return useMutation({
    mutationFn: async ({
      id,
      organizationScopeIds,
      scopeIds,
    }: {
      id: string;
      organizationScopeIds: string[];
      scopeIds: string[];
    }) => {
      if (organizationScopeIds.length > 0) {
        await client.post('/api/organization-roles/{id}/scopes', { organizationScopeIds }, { params: { id } });
      }
      if (scopeIds.length > 0) {
        await client.post('/api/organization-roles/{id}/resource-scopes', { scopeIds }, { params: { id } });
      }
    },
    // Settled, not success: the first list may have been added when the second failed.
    onSettled: refreshRoles,
  });
};

export const useRemoveOrganizationRoleScope = () => {
  const { client, refreshRoles } = useTemplateWrite();
  return useMutation({
    mutationFn: ({ id, organizationScopeId }: { id: string; organizationScopeId: string }) =>
      client.delete('/api/organization-roles/{id}/scopes/{organizationScopeId}', {
        params: { id, organizationScopeId },
      }),
    onSuccess: refreshRoles,
  });
};

export const useRemoveOrganizationRoleResourceScope = () => {
  const { client, refreshRoles } = useTemplateWrite();
  return useMutation({
    mutationFn: ({ id, scopeId }: { id: string; scopeId: string }) =>
      client.delete('/api/organization-roles/{id}/resource-scopes/{scopeId}', { params: { id, scopeId } }),
    onSuccess: refreshRoles,
  });
};
