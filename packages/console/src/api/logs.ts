import { logGuard } from '@gatehouse/schemas/logs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from './ApiProvider';
import { queryKeys } from './keys';
import { fetchPage } from './pagination';

/** Filters of the audit log list; each is exact. */
export type LogFilters = { logKey?: string; applicationId?: string; userId?: string };

const defined = (filters: LogFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as Record<string, string>;

/** One page of audit records, newest first. */
export const useLogList = (filters: LogFilters, page: number) => {
  const { tenantId, client } = useManagementClient();
  const query = defined(filters);
  return useQuery({
    queryKey: queryKeys.logList(tenantId, query, page),
    queryFn: () => fetchPage(client, '/api/logs', { page, query, guard: z.array(logGuard) }),
    placeholderData: keepPreviousData,
  });
};

export const useLog = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.log(tenantId, id),
    queryFn: () => client.get(`/api/logs/${encodeURIComponent(id)}`, { guard: logGuard }),
  });
};
