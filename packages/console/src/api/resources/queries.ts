import { resourceGuard, resourceWithScopesGuard, scopeGuard } from '@gatehouse/schemas/resources';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { fetchPage } from '../pagination';
import { resourceKeys } from './keys';

/** One page of the tenant's API resources, searched by name or indicator. */
export const resourceListQuery = ({ tenantId, client }: TenantApi, search: string, page: number) =>
  queryOptions({
    queryKey: resourceKeys.list(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/resources', { page, query: search ? { search } : {}, guard: z.array(resourceGuard) }),
    placeholderData: keepPreviousData,
  });

export const useResourceList = (search: string, page: number) =>
  useQuery(resourceListQuery(useManagementClient(), search, page));

export const resourceQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: resourceKeys.detail(tenantId, id),
    queryFn: () => client.get('/api/resources/{id}', { params: { id }, guard: resourceGuard, ...shownAsNotFound }),
  });

export const useResource = (id: string) => useQuery(resourceQuery(useManagementClient(), id));

export const scopeListQuery = ({ tenantId, client }: TenantApi, resourceId: string, search: string, page: number) =>
  queryOptions({
    queryKey: resourceKeys.scopes(tenantId, resourceId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/resources/{resourceId}/scopes', {
        params: { resourceId },
        page,
        query: search ? { search } : {},
        guard: z.array(scopeGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useScopeList = (resourceId: string, search: string, page: number) =>
  useQuery(scopeListQuery(useManagementClient(), resourceId, search, page));

/** Every API resource with its permissions: what a role can be given. */
export const resourcesWithScopesQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: resourceKeys.withScopes(tenantId),
    queryFn: () =>
      client.get('/api/resources', { query: { includeScopes: 'true' }, guard: z.array(resourceWithScopesGuard) }),
  });

export const useResourcesWithScopes = () => useQuery(resourcesWithScopesQuery(useManagementClient()));
