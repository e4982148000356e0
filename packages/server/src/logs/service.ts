import type { Log } from '@gatehouse/schemas/logs';
import { toMs } from '../platform/db/json';
import type { Page } from '../platform/db/paging';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { createLogQueries, type LogFilters } from './queries';

const toLog = (row: { id: string; key: string; payload: Record<string, unknown>; createdAt: Date }): Log => ({
  id: row.id,
  key: row.key,
  payload: row.payload as Log['payload'],
  createdAt: toMs(row.createdAt),
});

export const createLogService = ({ database }: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createLogQueries(tenantId);
  return {
    list: (filters: LogFilters, page: Page) =>
      database.withTenant(tenantId, async (trx) => {
        const [rows, total] = await Promise.all([queries.findAll(trx, filters, page), queries.count(trx, filters)]);
        return { items: rows.map(toLog), total };
      }),
    get: (id: string) =>
      database.withTenant(tenantId, async (trx) => {
        const row = await queries.findById(trx, id);
        if (!row) throw new ApiError('log.not_found', { id });
        return toLog(row);
      }),
  };
};
