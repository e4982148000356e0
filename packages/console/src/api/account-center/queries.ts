import { accountCenterGuard } from '@gatehouse/schemas/account-center';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { accountCenterKeys } from './keys';

/** Whether end users may use the Account API, and what each field allows (`GET /api/account-center`). */
export const accountCenterQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: accountCenterKeys.all(tenantId),
    queryFn: () => client.get('/api/account-center', { guard: accountCenterGuard }),
  });

export const useAccountCenter = () => useQuery(accountCenterQuery(useManagementClient()));
