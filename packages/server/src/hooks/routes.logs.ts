import {
  hookLogGuard,
  hookLogListQueryGuard,
  hookReplayGuard,
  hookTestResultGuard,
  testHookGuard,
} from '@gatehouse/schemas/hooks';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { hookTags as tags } from './routes';

const logParams = z.object({ id: entityIdGuard, logId: entityIdGuard });

const test = defineRoute({
  method: 'post',
  path: '/api/hooks/{id}/test',
  summary: 'Send a test request',
  description:
    "Sends a sample event (`test: true`) to the webhook's URL, or to `config` when given (an unsaved form), signed with its key, and answers the receiver's status and body. Nothing is stored.",
  tags,
  params: idParams,
  body: testHookGuard,
  response: { status: 200, schema: hookTestResultGuard, description: "The receiver's answer." },
});

const recentLogs = defineRoute({
  method: 'get',
  path: '/api/hooks/{id}/recent-logs',
  summary: "List a webhook's recent requests",
  description:
    'Every attempt, newest first, paginated: the payload, the response status and the first 2 KB of its body, the duration. Filter by `result` (`Success` or `Error`), `event` and a time range (`start_time`, `end_time`, epoch milliseconds).',
  tags,
  params: idParams,
  query: hookLogListQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(hookLogGuard), description: 'The attempts.' },
});

const getLog = defineRoute({
  method: 'get',
  path: '/api/hooks/{id}/recent-logs/{logId}',
  summary: 'Get one request of a webhook',
  tags,
  params: logParams,
  response: { status: 200, schema: hookLogGuard, description: 'The attempt.' },
});

const replay = defineRoute({
  method: 'post',
  path: '/api/hooks/{id}/recent-logs/{logId}/replay',
  summary: 'Replay a delivery',
  description:
    "Sends the attempt's payload again, unchanged (the same `id`, so a receiver that handled it can tell), as a new delivery with its own retries. It is sent right away; its attempts appear in the recent requests.",
  tags,
  params: logParams,
  response: { status: 201, schema: hookReplayGuard, description: 'The new delivery.' },
});

export const registerHookLogRoutes = (app: ApiApp) => {
  app.openapi(test, async (c) =>
    send(c, hookTestResultGuard, await c.var.services.hooks.test(c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(recentLogs, async (c) => {
    const query = c.req.valid('query');
    const pagination = readPagination(c) ?? { page: 1, pageSize: 20, limit: 20, offset: 0 };
    const { items, total } = await c.var.services.hooks.recentLogs(
      c.req.valid('param').id,
      {
        result: query.result,
        event: query.event,
        startTime: query.start_time ? new Date(Number(query.start_time)) : undefined,
        endTime: query.end_time ? new Date(Number(query.end_time)) : undefined,
      },
      pagination,
    );
    setPaginationHeaders(c, pagination, total, { query });
    return send(c, z.array(hookLogGuard), items, 200);
  });
  app.openapi(getLog, async (c) => {
    const { id, logId } = c.req.valid('param');
    return send(c, hookLogGuard, await c.var.services.hooks.getLog(id, logId), 200);
  });
  app.openapi(replay, async (c) => {
    const { id, logId } = c.req.valid('param');
    return send(c, hookReplayGuard, await c.var.services.hooks.replay(id, logId), 201);
  });
};
