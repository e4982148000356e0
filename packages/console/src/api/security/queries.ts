import { captchaProviderGuard } from '@gatehouse/schemas/captcha';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { ApiRequestError } from '../errors';
import { securityKeys } from './keys';

/** The tenant's CAPTCHA provider (`GET /api/captcha-provider`); null when none is set (its 404). */
export const captchaProviderQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: securityKeys.captchaProvider(tenantId),
    queryFn: async () => {
      try {
        return await client.get('/api/captcha-provider', {
          guard: captchaProviderGuard,
          suppressErrorCodes: ['captcha_provider.not_found'],
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'captcha_provider.not_found') return null;
        throw error;
      }
    },
  });

export const useCaptchaProvider = () => useQuery(captchaProviderQuery(useManagementClient()));
