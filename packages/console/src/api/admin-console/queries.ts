import { adminConsoleConfigGuard } from '@gatehouse/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { adminConsoleKeys } from './keys';

/** Whether the checklist is hidden, and its steps as the tenant's state ticks them. */
export const adminConsoleConfigQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: adminConsoleKeys.detail(tenantId),
    queryFn: () => client.get('/api/configs/admin-console', { guard: adminConsoleConfigGuard }),
  });

export const useAdminConsoleConfig = () => useQuery(adminConsoleConfigQuery(useManagementClient()));
