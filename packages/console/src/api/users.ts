import { errorStatuses } from '@gatehouse/schemas/errors';
import { type Role, roleGuard } from '@gatehouse/schemas/roles';
import { type CreateUser, type PatchUser, type User, userGuard } from '@gatehouse/schemas/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from './ApiProvider';
import { queryKeys } from './keys';
import { fetchPage } from './pagination';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** What the console searches with: a substring of any identifier, the name or the id. */
const searchQuery = (search: string) => (search ? { search: `%${search}%` } : {});

/** One page of the tenant's users, newest first; the count may be capped at 10,000. */
export const useUserList = (search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.userList(tenantId, search, page),
    queryFn: () => fetchPage(client, '/api/users', { page, query: searchQuery(search), guard: z.array(userGuard) }),
    placeholderData: keepPreviousData,
  });
};

export const useUser = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.user(tenantId, id),
    queryFn: () => client.get(userPath(id), { guard: userGuard }),
  });
};

export const useUserRoles = (id: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.userRoles(tenantId, id, page),
    queryFn: () => fetchPage(client, `${userPath(id)}/roles`, { page, guard: z.array(roleGuard) }),
    placeholderData: keepPreviousData,
  });
};

/** User roles this user does not hold yet, for the assign dialog. */
export const useUserRoleCandidates = (userId: string, enabled: boolean) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.userRoleCandidates(tenantId, userId),
    queryFn: () =>
      client.get('/api/roles', { query: { type: 'User', excludeUserId: userId }, guard: z.array(roleGuard) }),
    enabled,
  });
};

/** Users without a role, searched on the server (a tenant may have millions), for the role's assign dialog. */
export const useRoleUserCandidates = (roleId: string, search: string, enabled: boolean) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.roleUserCandidates(tenantId, roleId, search),
    queryFn: async () =>
      (
        await fetchPage(client, '/api/users', {
          page: 1,
          pageSize: 50,
          query: { excludeRoleId: roleId, ...searchQuery(search) },
          guard: z.array(userGuard),
        })
      ).items,
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const useUserMutations = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users(tenantId) }),
      // Role member lists show users too.
      queryClient.invalidateQueries({ queryKey: queryKeys.roles(tenantId) }),
    ]);
  const setUser = (user: User) => {
    queryClient.setQueryData(queryKeys.user(tenantId, user.id), user);
    return refresh();
  };
  const identifierCodes = [
    'user.username_already_in_use',
    'user.email_already_in_use',
    'user.phone_already_in_use',
    'user.invalid_username',
    'user.invalid_email',
    'user.invalid_phone',
  ];
  // Shown next to the password field instead of as a toast.
  const passwordCodes = Object.keys(errorStatuses).filter((code) => code.startsWith('password_rejected.'));
  return {
    create: useMutation({
      mutationFn: (input: CreateUser) =>
        client.post('/api/users', input, {
          guard: userGuard,
          suppressErrorCodes: [...identifierCodes, ...passwordCodes],
        }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: PatchUser & { id: string }) =>
        client.patch(userPath(id), input, { guard: userGuard, suppressErrorCodes: identifierCodes }),
      onSuccess: setUser,
    }),
    setPassword: useMutation({
      mutationFn: ({ id, password }: { id: string; password: string }) =>
        client.patch(`${userPath(id)}/password`, { password }, { guard: userGuard }),
      onSuccess: setUser,
    }),
    setSuspended: useMutation({
      mutationFn: ({ id, isSuspended }: { id: string; isSuspended: boolean }) =>
        client.patch(`${userPath(id)}/is-suspended`, { isSuspended }, { guard: userGuard }),
      onSuccess: setUser,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.delete(userPath(id)), onSuccess: refresh }),
    removeIdentity: useMutation({
      mutationFn: ({ id, target }: { id: string; target: string }) =>
        client.delete(`${userPath(id)}/identities/${encodeURIComponent(target)}`),
      onSuccess: (_data, { id }) =>
        Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.user(tenantId, id) }), refresh()]),
    }),
    assignRoles: useMutation({
      mutationFn: ({ id, roleIds }: { id: string; roleIds: string[] }) =>
        client.post(`${userPath(id)}/roles`, { roleIds }),
      onSuccess: refresh,
    }),
    removeRole: useMutation({
      mutationFn: ({ id, role }: { id: string; role: Role }) =>
        client.delete(`${userPath(id)}/roles/${encodeURIComponent(role.id)}`),
      onSuccess: refresh,
    }),
  };
};

/** The tenant's minimum password length, so generated passwords always pass its policy. */
export const usePasswordMinLength = () => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.passwordPolicy(tenantId),
    queryFn: async () =>
      (
        await client.get('/api/sign-in-exp', {
          guard: z.object({ passwordPolicy: z.object({ length: z.object({ min: z.number() }) }) }),
        })
      ).passwordPolicy.length.min,
    staleTime: 60_000,
  });
};
