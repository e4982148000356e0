import { resourceWithScopesGuard } from '@gatehouse/schemas/resources';
import {
  type CreateRole,
  type PatchRole,
  type Role,
  roleApplicationGuard,
  roleGuard,
  roleScopeGuard,
  roleUserGuard,
} from '@gatehouse/schemas/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from './ApiProvider';
import { queryKeys } from './keys';
import { fetchPage } from './pagination';

const rolePath = (id: string) => `/api/roles/${encodeURIComponent(id)}`;

export const useRoleList = (search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.roleList(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/roles', { page, query: search ? { search } : {}, guard: z.array(roleGuard) }),
    placeholderData: keepPreviousData,
  });
};

export const useRole = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.role(tenantId, id),
    queryFn: () => client.get(rolePath(id), { guard: roleGuard }),
  });
};

export const useRoleScopes = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.roleScopes(tenantId, id),
    queryFn: () => client.get(`${rolePath(id)}/scopes`, { guard: z.array(roleScopeGuard) }),
  });
};

export const useRoleUsers = (id: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.roleMembers(tenantId, id, 'users', page),
    queryFn: () => fetchPage(client, `${rolePath(id)}/users`, { page, guard: z.array(roleUserGuard) }),
    placeholderData: keepPreviousData,
  });
};

export const useRoleApplications = (id: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.roleMembers(tenantId, id, 'applications', page),
    queryFn: () => fetchPage(client, `${rolePath(id)}/applications`, { page, guard: z.array(roleApplicationGuard) }),
    placeholderData: keepPreviousData,
  });
};

/** Every API resource with its permissions: what a role can be given. */
export const useResourcesWithScopes = () => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.resourcesWithScopes(tenantId),
    queryFn: () =>
      client.get('/api/resources', { query: { includeScopes: true }, guard: z.array(resourceWithScopesGuard) }),
  });
};

/** Machine-to-machine applications that do not hold the role yet. */
export const useM2mCandidates = (roleId: string, enabled: boolean) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.m2mApplications(tenantId, roleId),
    queryFn: () =>
      client.get('/api/applications', {
        query: { types: 'MachineToMachine', excludeRoleId: roleId },
        guard: z.array(roleApplicationGuard),
      }),
    enabled,
  });
};

export const useRoleMutations = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.roles(tenantId) });
  // Users' own role lists change too.
  const refreshWithUsers = () =>
    Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryKeys.users(tenantId) })]);
  const refreshWith = (role: Role) => {
    queryClient.setQueryData(queryKeys.role(tenantId, role.id), role);
    return refresh();
  };
  return {
    create: useMutation({
      mutationFn: (input: CreateRole) =>
        client.post('/api/roles', input, { guard: roleGuard, suppressErrorCodes: ['role.name_in_use'] }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: PatchRole & { id: string }) =>
        client.patch(rolePath(id), input, { guard: roleGuard, suppressErrorCodes: ['role.name_in_use'] }),
      onSuccess: refreshWith,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.delete(rolePath(id)), onSuccess: refresh }),
    assignScopes: useMutation({
      mutationFn: ({ id, scopeIds }: { id: string; scopeIds: string[] }) =>
        client.post(`${rolePath(id)}/scopes`, { scopeIds }),
      onSuccess: refresh,
    }),
    removeScope: useMutation({
      mutationFn: ({ id, scopeId }: { id: string; scopeId: string }) =>
        client.delete(`${rolePath(id)}/scopes/${encodeURIComponent(scopeId)}`),
      onSuccess: refresh,
    }),
    assignUsers: useMutation({
      mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) =>
        client.post(`${rolePath(id)}/users`, { userIds }),
      onSuccess: refreshWithUsers,
    }),
    removeUser: useMutation({
      mutationFn: ({ id, userId }: { id: string; userId: string }) =>
        client.delete(`${rolePath(id)}/users/${encodeURIComponent(userId)}`),
      onSuccess: refreshWithUsers,
    }),
    assignApplications: useMutation({
      mutationFn: ({ id, applicationIds }: { id: string; applicationIds: string[] }) =>
        client.post(`${rolePath(id)}/applications`, { applicationIds }),
      onSuccess: refresh,
    }),
    removeApplication: useMutation({
      mutationFn: ({ id, applicationId }: { id: string; applicationId: string }) =>
        client.delete(`${rolePath(id)}/applications/${encodeURIComponent(applicationId)}`),
      onSuccess: refresh,
    }),
  };
};
