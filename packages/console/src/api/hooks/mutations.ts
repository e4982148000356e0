import {
  type CreateHook,
  hookGuard,
  hookReplayGuard,
  hookTestResultGuard,
  hookWithSigningKeyGuard,
  type PatchHook,
} from '@gatehouse/schemas/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { hookKeys } from './keys';

/** The URL rules the forms show on the URL field. */
export const hookUrlCodes = ['hook.insecure_url', 'hook.private_address'];

const useHookWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: hookKeys.all(tenantId) });
  return { tenantId, client, queryClient, refresh };
};

export const useCreateHook = () => {
  const { client, refresh } = useHookWrite();
  return useMutation({
    mutationFn: (input: CreateHook) =>
      client.post('/api/hooks', input, { guard: hookWithSigningKeyGuard, suppressErrorCodes: hookUrlCodes }),
    onSuccess: () => refresh(),
  });
};

export const useUpdateHook = () => {
  const { client, refresh } = useHookWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchHook & { id: string }) =>
      client.patch('/api/hooks/{id}', input, { params: { id }, guard: hookGuard, suppressErrorCodes: hookUrlCodes }),
    onSuccess: () => refresh(),
  });
};

export const useDeleteHook = () => {
  const { tenantId, client, queryClient } = useHookWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/hooks/{id}', { params: { id } }),
    onSuccess: (_data, id) => afterDelete(queryClient, hookKeys.detail(tenantId, id), [hookKeys.all(tenantId)]),
  });
};

export const useRegenerateSigningKey = () => {
  const { tenantId, client, queryClient } = useHookWrite();
  return useMutation({
    mutationFn: (id: string) =>
      client.patch('/api/hooks/{id}/signing-key', undefined, { params: { id }, guard: hookWithSigningKeyGuard }),
    onSuccess: (hook) => queryClient.setQueryData(hookKeys.detail(tenantId, hook.id), hook),
  });
};

export const useTestHook = () => {
  const { client } = useHookWrite();
  return useMutation({
    mutationFn: (id: string) => client.post('/api/hooks/{id}/test', {}, { params: { id }, guard: hookTestResultGuard }),
  });
};

/** Sends a past request's payload again; the recent requests refresh. */
export const useReplayHookLog = () => {
  const { client, refresh } = useHookWrite();
  return useMutation({
    mutationFn: ({ id, logId }: { id: string; logId: string }) =>
      client.post('/api/hooks/{id}/recent-logs/{logId}/replay', undefined, {
        params: { id, logId },
        guard: hookReplayGuard,
      }),
    onSuccess: () => refresh(),
  });
};
