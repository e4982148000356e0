import { hookListItemGuard, hookLogGuard, hookWithSigningKeyGuard, type WebhookEvent } from '@gatehouse/schemas/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { fetchPage } from '../pagination';
import { type HookLogFilters, hookKeys } from './keys';

/** Every webhook, with its last 24 hours' requests and successes. */
export const hookListQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: hookKeys.list(tenantId),
    queryFn: async () => {
      const items = await client.get('/api/hooks', {
        query: { includeExecutionStats: 'true' },
        guard: z.array(hookListItemGuard),
      });
      return { items, totalCount: items.length };
    },
  });

export const useHookList = () => useQuery(hookListQuery(useManagementClient()));

export const hookQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: hookKeys.detail(tenantId, id),
    queryFn: () =>
      client.get('/api/hooks/{id}', { params: { id }, guard: hookWithSigningKeyGuard, ...shownAsNotFound }),
  });

export const useHook = (id: string) => useQuery(hookQuery(useManagementClient(), id));

export const hookLogsQuery = ({ tenantId, client }: TenantApi, id: string, filters: HookLogFilters, page: number) =>
  queryOptions({
    queryKey: hookKeys.logs(tenantId, id, filters, page),
    queryFn: () =>
      fetchPage(client, '/api/hooks/{id}/recent-logs', {
        params: { id },
        page,
        query: {
          ...(filters.result && { result: filters.result }),
          ...(filters.event && { event: filters.event as WebhookEvent }),
        },
        guard: z.array(hookLogGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useHookLogs = (id: string, filters: HookLogFilters, page: number) =>
  useQuery(hookLogsQuery(useManagementClient(), id, filters, page));

export const hookLogQuery = ({ tenantId, client }: TenantApi, id: string, logId: string) =>
  queryOptions({
    queryKey: hookKeys.log(tenantId, id, logId),
    queryFn: () =>
      client.get('/api/hooks/{id}/recent-logs/{logId}', {
        params: { id, logId },
        guard: hookLogGuard,
        ...shownAsNotFound,
      }),
  });

export const useHookLog = (id: string, logId: string) => useQuery(hookLogQuery(useManagementClient(), id, logId));
