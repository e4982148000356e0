import { logEntryGuard, logListQueryGuard } from '@gatehouse/schemas/logs';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Audit logs'];

const list = defineRoute({
  method: 'get',
  path: '/api/logs',
  summary: 'List audit log records',
  description:
    'Newest first, paginated. Filter by `userId`, `applicationId`, `logKey` (for example `Interaction.SignIn.Submit` or `ExchangeTokenBy.ClientCredentials`), `result` (`Success` or `Error`) and a time range (`start_time`, `end_time`, epoch milliseconds, both included). Each record names its user and application (`deleted` when they no longer exist).',
  tags,
  query: logListQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(logEntryGuard), description: 'The records.' },
});

const get = defineRoute({
  method: 'get',
  path: '/api/logs/{id}',
  summary: 'Get an audit log record',
  tags,
  params: idParams,
  response: { status: 200, schema: logEntryGuard, description: 'The record.' },
});

export const registerLogRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const query = c.req.valid('query');
    const pagination = readPagination(c) ?? { page: 1, pageSize: 20, limit: 20, offset: 0 };
    const { items, total } = await c.var.services.logs.list(
      {
        userId: query.userId,
        applicationId: query.applicationId,
        logKey: query.logKey,
        startTime: query.start_time ? new Date(Number(query.start_time)) : undefined,
        endTime: query.end_time ? new Date(Number(query.end_time)) : undefined,
        result: query.result,
      },
      pagination,
    );
    setPaginationHeaders(c, pagination, total, { query });
    return send(c, z.array(logEntryGuard), items, 200);
  });

  app.openapi(get, async (c) => send(c, logEntryGuard, await c.var.services.logs.get(c.req.valid('param').id), 200));
};
