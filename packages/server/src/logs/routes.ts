import { logGuard, logListQueryGuard } from '@gatehouse/schemas/logs';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

const tags = ['Audit logs'];

const list = createRoute({
  method: 'get',
  path: '/api/logs',
  summary: 'List audit log records',
  description:
    'Newest first, paginated. Filter by `userId`, `applicationId`, `logKey` (for example `Interaction.SignIn.Submit` or `ExchangeTokenBy.ClientCredentials`) and a time range (`start_time`, `end_time`, epoch milliseconds).',
  tags,
  security: authenticated,
  request: { query: logListQueryGuard.extend(paginationQueryGuard.shape) },
  responses: { 200: jsonResponse(z.array(logGuard), 'The records.'), ...errorResponses(400, 401, 403) },
});

const get = createRoute({
  method: 'get',
  path: '/api/logs/{id}',
  summary: 'Get an audit log record',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(logGuard, 'The record.'), ...errorResponses(400, 401, 403, 404) },
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
      },
      pagination,
    );
    setPaginationHeaders(c, pagination, total, { query });
    return send(c, z.array(logGuard), items, 200);
  });

  app.openapi(get, async (c) => send(c, logGuard, await c.var.services.logs.get(c.req.valid('param').id), 200));
};
