import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const acceptable = /^[\w.:-]{1,128}$/;

/** Echoes a sane incoming `X-Request-Id`, or makes one; every response carries it. */
export const requestId = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const id = incoming && acceptable.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  await next();
};
