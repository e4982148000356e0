import { userAssetsServiceStatusGuard } from '@gatehouse/schemas/uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { userAssetKeys } from './keys';

/** Whether uploads work on this installation, and their types and size limit. */
export const userAssetsServiceStatusQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: userAssetKeys.serviceStatus(tenantId),
    queryFn: () => client.get('/api/user-assets/service-status', { guard: userAssetsServiceStatusGuard }),
    staleTime: 5 * 60_000,
  });

export const useUserAssetsServiceStatus = () => useQuery(userAssetsServiceStatusQuery(useManagementClient()));
