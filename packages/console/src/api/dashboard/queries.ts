import { activeUsersGuard, newUsersGuard, totalUsersGuard } from '@gatehouse/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { dashboardKeys } from './keys';

export const totalUsersQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: dashboardKeys.total(tenantId),
    queryFn: () => client.get('/api/dashboard/users/total', { guard: totalUsersGuard }),
  });

export const newUsersQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: dashboardKeys.new(tenantId),
    queryFn: () => client.get('/api/dashboard/users/new', { guard: newUsersGuard }),
  });

/** DAU/WAU/MAU up to today and the 30 days of activity. */
export const activeUsersQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: dashboardKeys.active(tenantId),
    queryFn: () => client.get('/api/dashboard/users/active', { guard: activeUsersGuard }),
  });

export const useTotalUsers = () => useQuery(totalUsersQuery(useManagementClient()));
export const useNewUsers = () => useQuery(newUsersQuery(useManagementClient()));
export const useActiveUsers = () => useQuery(activeUsersQuery(useManagementClient()));
