import { mfaVerificationGuard } from '@gatehouse/schemas/mfa';
import { roleGuard } from '@gatehouse/schemas/roles';
import { userGuard } from '@gatehouse/schemas/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { fetchPage } from '../pagination';
import { userKeys } from './keys';

/** What the console searches with: a substring of any identifier, the name or the id. */
export const userSearchQuery = (search: string) => (search ? { search: `%${search}%` } : {});

/** One page of the tenant's users, newest first; the count may be capped at 10,000. */
export const userListQuery = ({ tenantId, client }: TenantApi, search: string, page: number) =>
  queryOptions({
    queryKey: userKeys.list(tenantId, search, page),
    queryFn: () => fetchPage(client, '/api/users', { page, query: userSearchQuery(search), guard: z.array(userGuard) }),
    placeholderData: keepPreviousData,
  });

export const useUserList = (search: string, page: number) =>
  useQuery(userListQuery(useManagementClient(), search, page));

export const userQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: userKeys.detail(tenantId, id),
    queryFn: () => client.get('/api/users/{id}', { params: { id }, guard: userGuard, ...shownAsNotFound }),
  });

export const useUser = (id: string) => useQuery(userQuery(useManagementClient(), id));

export const userRolesQuery = ({ tenantId, client }: TenantApi, id: string, page: number) =>
  queryOptions({
    queryKey: userKeys.roles(tenantId, id, page),
    queryFn: () => fetchPage(client, '/api/users/{id}/roles', { params: { id }, page, guard: z.array(roleGuard) }),
    placeholderData: keepPreviousData,
  });

export const useUserRoles = (id: string, page: number) => useQuery(userRolesQuery(useManagementClient(), id, page));

/** The user's second factors: type, name, when added and last used (never a secret). */
export const userMfaQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: userKeys.mfa(tenantId, id),
    queryFn: () =>
      client.get('/api/users/{id}/mfa-verifications', { params: { id }, guard: z.array(mfaVerificationGuard) }),
  });

export const useUserMfa = (id: string) => useQuery(userMfaQuery(useManagementClient(), id));

/** User roles this user does not hold yet, for the assign dialog. */
export const userRoleCandidatesQuery = ({ tenantId, client }: TenantApi, userId: string) =>
  queryOptions({
    queryKey: userKeys.roleCandidates(tenantId, userId),
    queryFn: () =>
      client.get('/api/roles', { query: { type: 'User', excludeUserId: userId }, guard: z.array(roleGuard) }),
  });

export const useUserRoleCandidates = (userId: string, enabled: boolean) =>
  useQuery({ ...userRoleCandidatesQuery(useManagementClient(), userId), enabled });

/** Users without a role, searched on the server (a tenant may have millions), for the role's assign dialog. */
export const roleUserCandidatesQuery = ({ tenantId, client }: TenantApi, roleId: string, search: string) =>
  queryOptions({
    queryKey: userKeys.withoutRole(tenantId, roleId, search),
    queryFn: async () =>
      (
        await fetchPage(client, '/api/users', {
          page: 1,
          pageSize: 50,
          query: { excludeRoleId: roleId, ...userSearchQuery(search) },
          guard: z.array(userGuard),
        })
      ).items,
    placeholderData: keepPreviousData,
  });

export const useRoleUserCandidates = (roleId: string, search: string, enabled: boolean) =>
  useQuery({ ...roleUserCandidatesQuery(useManagementClient(), roleId, search), enabled });
