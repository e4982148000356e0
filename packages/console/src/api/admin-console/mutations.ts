import { adminConsoleConfigGuard } from '@gatehouse/schemas/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { adminConsoleKeys } from './keys';

/** Changes the console's settings; the answer replaces the cached ones (spec §6). */
export const usePatchAdminConsoleConfig = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { checklistHidden?: boolean }) =>
      client.patch('/api/configs/admin-console', changes, { guard: adminConsoleConfigGuard }),
    onSuccess: (config) => queryClient.setQueryData(adminConsoleKeys.detail(tenantId), config),
  });
};
