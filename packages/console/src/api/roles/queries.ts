import { roleApplicationGuard, roleGuard, roleScopeGuard, roleUserGuard } from '@gatehouse/schemas/roles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { fetchPage } from '../pagination';
import { roleKeys } from './keys';

export const roleListQuery = ({ tenantId, client }: TenantApi, search: string, page: number) =>
  queryOptions({
    queryKey: roleKeys.list(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/roles', { page, query: search ? { search } : {}, guard: z.array(roleGuard) }),
    placeholderData: keepPreviousData,
  });

export const useRoleList = (search: string, page: number) =>
  useQuery(roleListQuery(useManagementClient(), search, page));

export const roleQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: roleKeys.detail(tenantId, id),
    queryFn: () => client.get('/api/roles/{id}', { params: { id }, guard: roleGuard, ...shownAsNotFound }),
  });

export const useRole = (id: string) => useQuery(roleQuery(useManagementClient(), id));

export const roleScopesQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: roleKeys.scopes(tenantId, id),
    queryFn: () => client.get('/api/roles/{id}/scopes', { params: { id }, guard: z.array(roleScopeGuard) }),
  });

export const useRoleScopes = (id: string) => useQuery(roleScopesQuery(useManagementClient(), id));

export const roleUsersQuery = ({ tenantId, client }: TenantApi, id: string, page: number) =>
  queryOptions({
    queryKey: roleKeys.members(tenantId, id, 'users', page),
    queryFn: () => fetchPage(client, '/api/roles/{id}/users', { params: { id }, page, guard: z.array(roleUserGuard) }),
    placeholderData: keepPreviousData,
  });

export const useRoleUsers = (id: string, page: number) => useQuery(roleUsersQuery(useManagementClient(), id, page));

export const roleApplicationsQuery = ({ tenantId, client }: TenantApi, id: string, page: number) =>
  queryOptions({
    queryKey: roleKeys.members(tenantId, id, 'applications', page),
    queryFn: () =>
      fetchPage(client, '/api/roles/{id}/applications', {
        params: { id },
        page,
        guard: z.array(roleApplicationGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useRoleApplications = (id: string, page: number) =>
  useQuery(roleApplicationsQuery(useManagementClient(), id, page));

/** Machine-to-machine applications that do not hold the role yet. */
export const roleApplicationCandidatesQuery = ({ tenantId, client }: TenantApi, roleId: string) =>
  queryOptions({
    queryKey: roleKeys.applicationCandidates(tenantId, roleId),
    queryFn: () =>
      client.get('/api/applications', {
        query: { types: 'MachineToMachine', excludeRoleId: roleId },
        guard: z.array(roleApplicationGuard),
      }),
  });

export const useM2mCandidates = (roleId: string, enabled: boolean) =>
  useQuery({ ...roleApplicationCandidatesQuery(useManagementClient(), roleId), enabled });
