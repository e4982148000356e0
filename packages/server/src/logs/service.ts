import type { Log, LogEntry, LogSubject } from '@gatehouse/schemas/logs';
import type { Trx } from '../platform/db/database';
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

const distinct = (values: Array<string | undefined>) => [...new Set(values.filter((value) => value !== undefined))];

/** Whom the record names, from the page's one lookup: a missing id is a deleted user or application. */
const subject = (id: string | undefined, names: Map<string, string | null>): LogSubject | undefined =>
  id === undefined ? undefined : { id, name: names.get(id) ?? null, deleted: !names.has(id) };

export const createLogService = ({ database }: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createLogQueries(tenantId);

  /** The names of the users and applications of a page of records: one lookup for the whole page. */
  const namesOf = (trx: Trx, logs: Log[]) =>
    queries.findNames(
      trx,
      distinct(logs.map((log) => log.payload.userId)),
      distinct(logs.map((log) => log.payload.applicationId)),
    );
  const withNames = (log: Log, names: Awaited<ReturnType<typeof namesOf>>): LogEntry => ({
    ...log,
    user: subject(log.payload.userId, names.users),
    application: subject(log.payload.applicationId, names.applications),
  });

  return {
    list: (filters: LogFilters, page: Page) =>
      database.withTenant(tenantId, async (trx) => {
        const [rows, total] = await Promise.all([queries.findAll(trx, filters, page), queries.count(trx, filters)]);
        const logs = rows.map(toLog);
        const names = await namesOf(trx, logs);
        return { items: logs.map((log) => withNames(log, names)), total };
      }),
    get: (id: string) =>
      database.withTenant(tenantId, async (trx) => {
        const row = await queries.findById(trx, id);
        if (!row) throw new ApiError('log.not_found', { id });
        const log = toLog(row);
        return withNames(log, await namesOf(trx, [log]));
      }),
  };
};
