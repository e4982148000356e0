import { errorStatuses } from '@gatehouse/schemas/errors';
import { mfaVerificationGuard } from '@gatehouse/schemas/mfa';
import type { Role } from '@gatehouse/schemas/roles';
import { type CreateUser, type PatchUser, type User, userGuard } from '@gatehouse/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { roleKeys } from '../roles/keys';
import { userKeys } from './keys';

/** Shown next to the identifier fields instead of as a toast. */
const identifierCodes = [
  'user.username_already_in_use',
  'user.email_already_in_use',
  'user.phone_already_in_use',
  'user.invalid_username',
  'user.invalid_email',
  'user.invalid_phone',
];
/** Shown next to the password field instead of as a toast. */
const passwordCodes = Object.keys(errorStatuses).filter((code) => code.startsWith('password_rejected.'));

/** The client, a refresh of every user query and of roles (role member lists show users), and `setUser`. */
const useUserWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refreshed = [userKeys.all(tenantId), roleKeys.all(tenantId)];
  const refresh = () => Promise.all(refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  /** Shows the server's answer at once, then refreshes the lists around it. */
  const setUser = (user: User) => {
    queryClient.setQueryData(userKeys.detail(tenantId, user.id), user);
    return refresh();
  };
  return { tenantId, client, queryClient, refresh, refreshed, setUser };
};

export const useCreateUser = () => {
  const { client, refresh } = useUserWrite();
  return useMutation({
    mutationFn: (input: CreateUser) =>
      client.post('/api/users', input, {
        guard: userGuard,
        suppressErrorCodes: [...identifierCodes, ...passwordCodes],
      }),
    onSuccess: refresh,
  });
};

export const useUpdateUser = () => {
  const { client, setUser } = useUserWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchUser & { id: string }) =>
      client.patch('/api/users/{id}', input, { params: { id }, guard: userGuard, suppressErrorCodes: identifierCodes }),
    onSuccess: setUser,
  });
};

export const useSetUserPassword = () => {
  const { client, setUser } = useUserWrite();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      client.patch('/api/users/{id}/password', { password }, { params: { id }, guard: userGuard }),
    onSuccess: setUser,
  });
};

export const useSetUserSuspended = () => {
  const { client, setUser } = useUserWrite();
  return useMutation({
    mutationFn: ({ id, isSuspended }: { id: string; isSuspended: boolean }) =>
      client.patch('/api/users/{id}/is-suspended', { isSuspended }, { params: { id }, guard: userGuard }),
    onSuccess: setUser,
  });
};

/** Deletes a user and forgets them with their roles; the lists refresh. */
export const useDeleteUser = () => {
  const { tenantId, client, queryClient, refreshed } = useUserWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/users/{id}', { params: { id } }),
    onSuccess: (_data, id) => afterDelete(queryClient, userKeys.detail(tenantId, id), refreshed),
  });
};

export const useRemoveUserIdentity = () => {
  const { client, refresh } = useUserWrite();
  return useMutation({
    mutationFn: ({ id, target }: { id: string; target: string }) =>
      client.delete('/api/users/{id}/identities/{target}', { params: { id, target } }),
    onSuccess: refresh,
  });
};

export const useAssignUserRoles = () => {
  const { client, refresh } = useUserWrite();
  return useMutation({
    mutationFn: ({ id, roleIds }: { id: string; roleIds: string[] }) =>
      client.post('/api/users/{id}/roles', { roleIds }, { params: { id } }),
    onSuccess: refresh,
  });
};

export const useRemoveUserRole = () => {
  const { client, refresh } = useUserWrite();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      client.delete('/api/users/{id}/roles/{roleId}', { params: { id, roleId: role.id } }),
    onSuccess: refresh,
  });
};

/** Removes some of a user's second factors (one, or all of them to reset MFA); the factor list is read again. */
export const useRemoveUserMfa = () => {
  const { tenantId, client, queryClient } = useUserWrite();
  return useMutation({
    mutationFn: ({ id, verificationIds }: { id: string; verificationIds: string[] }) =>
      Promise.all(
        verificationIds.map((verificationId) =>
          client.delete('/api/users/{id}/mfa-verifications/{verificationId}', { params: { id, verificationId } }),
        ),
      ),
    onSettled: (_data, _error, { id }) => queryClient.invalidateQueries({ queryKey: userKeys.mfa(tenantId, id) }),
  });
};

/** Renames one of a user's factors (a passkey, 1–64 characters); the factor list is read again. */
export const useRenameUserMfa = () => {
  const { tenantId, client, queryClient } = useUserWrite();
  return useMutation({
    mutationFn: ({ id, verificationId, name }: { id: string; verificationId: string; name: string }) =>
      client.patch(
        '/api/users/{id}/mfa-verifications/{verificationId}',
        { name },
        { params: { id, verificationId }, guard: mfaVerificationGuard },
      ),
    onSettled: (_data, _error, { id }) => queryClient.invalidateQueries({ queryKey: userKeys.mfa(tenantId, id) }),
  });
};
