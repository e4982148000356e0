import net from 'node:net';
import { Hono } from 'hono';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from './error-handler';

/** A TCP server that accepts and never answers: a database that takes no more work. */
let silent: net.Server;
let silentPort: number;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  silent = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const closedPort = async () => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/** The answer of an app whose one route fails with what `fail` throws. */
const answerTo = async (fail: () => Promise<unknown>) => {
  const app = new Hono();
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  app.get('/', async (c) => c.json(await fail()));
  const response = await app.request('/');
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
};

describe('the error handler, when the database cannot be had', () => {
  it('answers 503 status.database_unavailable with Retry-After when the pool waits in vain for a connection', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: silentPort, max: 1, connectionTimeoutMillis: 100 });
    try {
      const answer = await answerTo(() => pool.query('select 1'));
      expect(answer).toMatchObject({ status: 503, retryAfter: '1', body: { code: 'status.database_unavailable' } });
    } finally {
      await pool.end().catch(() => undefined);
    }
  });

  it('answers 503 when the database refuses the connection or shuts down', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), max: 1 });
    try {
      expect((await answerTo(() => pool.query('select 1'))).status).toBe(503);
    } finally {
      await pool.end().catch(() => undefined);
    }
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect((await answerTo(() => Promise.reject(shutdown))).status).toBe(503);
  });

  it('still answers an unknown failure with an opaque 500', async () => {
    const answer = await answerTo(() => Promise.reject(Object.assign(new Error('boom'), { code: '42P01' })));
    expect(answer).toMatchObject({ status: 500, retryAfter: null, body: { code: 'request.internal_error' } });
  });
});
