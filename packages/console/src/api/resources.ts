import {
  type CreateResource,
  type CreateScope,
  type PatchResource,
  type PatchScope,
  type Resource,
  resourceGuard,
  scopeGuard,
} from '@gatehouse/schemas/resources';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from './ApiProvider';
import { queryKeys } from './keys';
import { defaultPageSize, fetchPage } from './pagination';

/** One page of the tenant's API resources, searched by name or indicator. */
export const useResourceList = (search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.resourceList(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/resources', { page, query: search ? { search } : {}, guard: z.array(resourceGuard) }),
    placeholderData: keepPreviousData,
  });
};

export const useResource = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.resource(tenantId, id),
    queryFn: () => client.get(`/api/resources/${encodeURIComponent(id)}`, { guard: resourceGuard }),
  });
};

export const useScopeList = (resourceId: string, search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.scopeList(tenantId, resourceId, search, page),
    queryFn: () =>
      fetchPage(client, `/api/resources/${encodeURIComponent(resourceId)}/scopes`, {
        page,
        query: search ? { search } : {},
        guard: z.array(scopeGuard),
      }),
    placeholderData: keepPreviousData,
  });
};

/** Mutations on API resources and their permissions; each refreshes what it changed. */
export const useResourceMutations = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.resources(tenantId) });
  /** Shows the server's answer at once, then refreshes the lists around it. */
  const refreshWith = (resource: Resource) => {
    queryClient.setQueryData(queryKeys.resource(tenantId, resource.id), resource);
    return refresh();
  };
  const path = (id: string) => `/api/resources/${encodeURIComponent(id)}`;
  const suppress = [
    'resource.indicator_in_use',
    'resource.invalid_indicator',
    'scope.name_in_use',
    'scope.invalid_name',
  ];
  return {
    create: useMutation({
      mutationFn: (input: CreateResource) =>
        client.post('/api/resources', input, { guard: resourceGuard, suppressErrorCodes: suppress }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: PatchResource & { id: string }) =>
        client.patch(path(id), input, { guard: resourceGuard }),
      onSuccess: refresh,
    }),
    setDefault: useMutation({
      mutationFn: ({ id, isDefault }: { id: string; isDefault: boolean }) =>
        client.patch(`${path(id)}/is-default`, { isDefault }, { guard: resourceGuard }),
      onSuccess: refreshWith,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.delete(path(id)), onSuccess: refresh }),
    createScope: useMutation({
      mutationFn: ({ resourceId, ...input }: CreateScope & { resourceId: string }) =>
        client.post(`${path(resourceId)}/scopes`, input, { guard: scopeGuard, suppressErrorCodes: suppress }),
      onSuccess: refresh,
    }),
    updateScope: useMutation({
      mutationFn: ({ resourceId, scopeId, ...input }: PatchScope & { resourceId: string; scopeId: string }) =>
        client.patch(`${path(resourceId)}/scopes/${encodeURIComponent(scopeId)}`, input, {
          guard: scopeGuard,
          suppressErrorCodes: suppress,
        }),
      onSuccess: refresh,
    }),
    removeScope: useMutation({
      mutationFn: ({ resourceId, scopeId }: { resourceId: string; scopeId: string }) =>
        client.delete(`${path(resourceId)}/scopes/${encodeURIComponent(scopeId)}`),
      onSuccess: refresh,
    }),
  };
};

export { defaultPageSize };
