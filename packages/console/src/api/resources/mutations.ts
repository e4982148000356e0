import {
  type CreateResource,
  type CreateScope,
  type PatchResource,
  type PatchScope,
  type Resource,
  resourceGuard,
  scopeGuard,
} from '@gatehouse/schemas/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { resourceKeys } from './keys';

/** Shown on the form's fields instead of as a toast. */
const fieldCodes = [
  'resource.indicator_in_use',
  'resource.invalid_indicator',
  'scope.name_in_use',
  'scope.invalid_name',
];

/** The client, and a refresh of every resource query (lists, details, permissions). */
const useResourceWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(tenantId) });
  return { tenantId, client, queryClient, refresh };
};

export const useCreateResource = () => {
  const { client, refresh } = useResourceWrite();
  return useMutation({
    mutationFn: (input: CreateResource) =>
      client.post('/api/resources', input, { guard: resourceGuard, suppressErrorCodes: fieldCodes }),
    onSuccess: refresh,
  });
};

export const useUpdateResource = () => {
  const { client, refresh } = useResourceWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchResource & { id: string }) =>
      client.patch('/api/resources/{id}', input, { params: { id }, guard: resourceGuard }),
    onSuccess: refresh,
  });
};

/** Makes a resource the default one (or not); shows the server's answer at once, then refreshes the lists. */
export const useSetDefaultResource = () => {
  const { tenantId, client, queryClient, refresh } = useResourceWrite();
  return useMutation({
    mutationFn: ({ id, isDefault }: { id: string; isDefault: boolean }) =>
      client.patch('/api/resources/{id}/is-default', { isDefault }, { params: { id }, guard: resourceGuard }),
    onSuccess: (resource: Resource) => {
      queryClient.setQueryData(resourceKeys.detail(tenantId, resource.id), resource);
      return refresh();
    },
  });
};

/** Deletes a resource and forgets it with its permissions; the lists refresh. */
export const useDeleteResource = () => {
  const { tenantId, client, queryClient } = useResourceWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/resources/{id}', { params: { id } }),
    onSuccess: (_data, id) => afterDelete(queryClient, resourceKeys.detail(tenantId, id), [resourceKeys.all(tenantId)]),
  });
};

export const useCreateScope = () => {
  const { client, refresh } = useResourceWrite();
  return useMutation({
    mutationFn: ({ resourceId, ...input }: CreateScope & { resourceId: string }) =>
      client.post('/api/resources/{resourceId}/scopes', input, {
        params: { resourceId },
        guard: scopeGuard,
        suppressErrorCodes: fieldCodes,
      }),
    onSuccess: refresh,
  });
};

export const useUpdateScope = () => {
  const { client, refresh } = useResourceWrite();
  return useMutation({
    mutationFn: ({ resourceId, scopeId, ...input }: PatchScope & { resourceId: string; scopeId: string }) =>
      client.patch('/api/resources/{resourceId}/scopes/{scopeId}', input, {
        params: { resourceId, scopeId },
        guard: scopeGuard,
        suppressErrorCodes: fieldCodes,
      }),
    onSuccess: refresh,
  });
};

export const useDeleteScope = () => {
  const { client, refresh } = useResourceWrite();
  return useMutation({
    mutationFn: ({ resourceId, scopeId }: { resourceId: string; scopeId: string }) =>
      client.delete('/api/resources/{resourceId}/scopes/{scopeId}', { params: { resourceId, scopeId } }),
    onSuccess: refresh,
  });
};
