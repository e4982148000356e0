import { type CreateRole, type PatchRole, type Role, roleGuard } from '@gatehouse/schemas/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete, tenantKey } from '../cache';
import { roleKeys } from './keys';

const nameInUse = ['role.name_in_use'];

/** The client, and a refresh of every role query (`alsoUsers`: users' own role lists change too). */
const useRoleWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = ({ alsoUsers = false } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.all(tenantId) }),
      alsoUsers && queryClient.invalidateQueries({ queryKey: [...tenantKey(tenantId), 'users'] }),
    ]);
  return { tenantId, client, queryClient, refresh };
};

export const useCreateRole = () => {
  const { client, refresh } = useRoleWrite();
  return useMutation({
    mutationFn: (input: CreateRole) =>
      client.post('/api/roles', input, { guard: roleGuard, suppressErrorCodes: nameInUse }),
    onSuccess: () => refresh(),
  });
};

export const useUpdateRole = () => {
  const { tenantId, client, queryClient, refresh } = useRoleWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchRole & { id: string }) =>
      client.patch('/api/roles/{id}', input, { params: { id }, guard: roleGuard, suppressErrorCodes: nameInUse }),
    onSuccess: (role: Role) => {
      queryClient.setQueryData(roleKeys.detail(tenantId, role.id), role);
      return refresh();
    },
  });
};

/** Deletes a role and forgets it, with its scopes and members; the lists refresh. */
export const useDeleteRole = () => {
  const { tenantId, client, queryClient } = useRoleWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/roles/{id}', { params: { id } }),
    onSuccess: (_data, id) => afterDelete(queryClient, roleKeys.detail(tenantId, id), [roleKeys.all(tenantId)]),
  });
};

export const useAssignRoleScopes = () => {
  const { client, refresh } = useRoleWrite();
  return useMutation({
    mutationFn: ({ id, scopeIds }: { id: string; scopeIds: string[] }) =>
      client.post('/api/roles/{id}/scopes', { scopeIds }, { params: { id } }),
    onSuccess: () => refresh(),
  });
};

export const useRemoveRoleScope = () => {
  const { client, refresh } = useRoleWrite();
  return useMutation({
    mutationFn: ({ id, scopeId }: { id: string; scopeId: string }) =>
      client.delete('/api/roles/{id}/scopes/{scopeId}', { params: { id, scopeId } }),
    onSuccess: () => refresh(),
  });
};

export const useAssignRoleUsers = () => {
  const { client, refresh } = useRoleWrite();
  return useMutation({
    mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) =>
      client.post('/api/roles/{id}/users', { userIds }, { params: { id } }),
    onSuccess: () => refresh({ alsoUsers: true }),
  });
};

export const useRemoveRoleUser = () => {
  const { client, refresh } = useRoleWrite();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      client.delete('/api/roles/{id}/users/{userId}', { params: { id, userId } }),
    onSuccess: () => refresh({ alsoUsers: true }),
  });
};

export const useAssignRoleApplications = () => {
  const { client, refresh } = useRoleWrite();
  return useMutation({
    mutationFn: ({ id, applicationIds }: { id: string; applicationIds: string[] }) =>
      client.post('/api/roles/{id}/applications', { applicationIds }, { params: { id } }),
    onSuccess: () => refresh(),
  });
};

export const useRemoveRoleApplication = () => {
  const { client, refresh } = useRoleWrite();
  return useMutation({
    mutationFn: ({ id, applicationId }: { id: string; applicationId: string }) =>
      client.delete('/api/roles/{id}/applications/{applicationId}', { params: { id, applicationId } }),
    onSuccess: () => refresh(),
  });
};
