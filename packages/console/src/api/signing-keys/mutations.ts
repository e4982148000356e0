import { type OidcKeyType, oidcKeyGuard, type signingKeyAlgorithms } from '@gatehouse/schemas/signing-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { signingKeyKeys } from './keys';

/** Rotates one type's keys; the list shows the answer at once. */
export const useRotateSigningKeys = (keyType: OidcKeyType) => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signingKeyAlgorithm?: (typeof signingKeyAlgorithms)[number]) =>
      client.post('/api/configs/oidc/{keyType}/rotate', keyType === 'private-keys' ? { signingKeyAlgorithm } : {}, {
        params: { keyType },
        guard: z.array(oidcKeyGuard),
      }),
    onSuccess: (keys) => queryClient.setQueryData(signingKeyKeys.list(tenantId, keyType), keys),
  });
};

/** Deletes a previous key; the list refreshes. */
export const useDeleteSigningKey = (keyType: OidcKeyType) => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => client.delete('/api/configs/oidc/{keyType}/{keyId}', { params: { keyType, keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signingKeyKeys.list(tenantId, keyType) }),
  });
};
