import { captchaProviderGuard, type PutCaptchaProvider } from '@gatehouse/schemas/captcha';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { securityKeys } from './keys';

/** Sets the CAPTCHA provider; the page shows the saved one at once (without its secret). */
export const useSaveCaptchaProvider = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutCaptchaProvider) =>
      client.put('/api/captcha-provider', body, { guard: captchaProviderGuard }),
    onSuccess: (saved) => queryClient.setQueryData(securityKeys.captchaProvider(tenantId), saved),
  });
};

/** Deletes the CAPTCHA provider: the page then offers to set one up. */
export const useDeleteCaptchaProvider = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.delete('/api/captcha-provider'),
    onSuccess: () => queryClient.setQueryData(securityKeys.captchaProvider(tenantId), null),
  });
};

/** Lifts the lockout of identifiers (`POST /api/sentinel-activities/delete`); nothing is cached. */
export const useUnlockIdentifiers = () => {
  const { client } = useManagementClient();
  return useMutation({
    mutationFn: (targets: string[]) => client.post('/api/sentinel-activities/delete', { targets }),
  });
};
