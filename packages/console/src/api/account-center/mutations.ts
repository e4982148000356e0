import { accountCenterGuard, type PatchAccountCenter } from '@gatehouse/schemas/account-center';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { accountCenterKeys } from './keys';

/**
 * Saves the settings (`PATCH /api/account-center`) and shows the server's answer at once. A refusal
 * of the input is the card's to place (on a field, or in the card), not a toast.
 */
export const useUpdateAccountCenter = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PatchAccountCenter) =>
      client.patch('/api/account-center', patch, {
        guard: accountCenterGuard,
        suppressErrorCodes: ['guard.invalid_input'],
      }),
    onSuccess: (settings) => queryClient.setQueryData(accountCenterKeys.all(tenantId), settings),
  });
};
