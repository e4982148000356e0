import { type LogListQuery, logEntryGuard } from '@gatehouse/schemas/logs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { fetchPage } from '../pagination';
import { logKeys } from './keys';

/** Filters of the audit log list, as `GET /api/logs` takes them. */
export type LogFilters = LogListQuery;

const defined = (filters: LogFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as Record<string, string>;

/** One page of audit records, newest first. */
export const logListQuery = ({ tenantId, client }: TenantApi, filters: LogFilters, page: number) => {
  const query = defined(filters);
  return queryOptions({
    queryKey: logKeys.list(tenantId, query, page),
    queryFn: () => fetchPage(client, '/api/logs', { page, query, guard: z.array(logEntryGuard) }),
    placeholderData: keepPreviousData,
  });
};

export const useLogList = (filters: LogFilters, page: number) =>
  useQuery(logListQuery(useManagementClient(), filters, page));

export const logQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: logKeys.detail(tenantId, id),
    queryFn: () => client.get('/api/logs/{id}', { params: { id }, guard: logEntryGuard }),
  });

export const useLog = (id: string) => useQuery(logQuery(useManagementClient(), id));
