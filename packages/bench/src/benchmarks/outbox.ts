import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { connectPostgres } from '@gatehouse/server/platform/db/database';
import { managementCall, managementToken } from '../management';
import { type BenchServer, startBenchServer } from '../server';
import { percentile } from './latency';
import type { StandaloneBenchmark } from './start';

/** Budgets (issue 19): a backlog drained to a receiver, and the delay of each event under API writes. */
export const outboxBudgets = { backlogPerSecond: 500, p99Ms: 1000 };
const defaultCount = 2000;
const writers = 16;

/** A local webhook receiver: when each event (deduplicated by its idempotency id) arrived, and its write time. */
const startReceiver = async () => {
  const arrivals = new Map<string, { at: number; createdAt: number }>();
  let waiter: { count: number; resolve: () => void } | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; createdAt: string };
      if (!arrivals.has(body.id)) arrivals.set(body.id, { at, createdAt: Date.parse(body.createdAt) });
      if (waiter && arrivals.size >= waiter.count) waiter.resolve();
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrivals,
    /** Resolves once `count` distinct events arrived; rejects after `timeoutMs`. */
    until: (count: number, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        if (arrivals.size >= count) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`only ${arrivals.size} of ${count} events arrived within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Creates `count` users through the management API, `writers` at a time: one `User.Created` event each. */
const writeThroughApi = async (server: BenchServer, token: string, count: number, prefix: string) => {
  let next = 0;
  const writer = async () => {
    while (next < count) {
      const index = next++;
      await managementCall(server, token, 'POST', '/api/users', { username: `${prefix}${index}` }, 201);
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
};

/** Inserts `count` pending `User.Created` events into the outbox in one statement, as the owner. */
const insertBacklog = async (databaseUrl: string, count: number) => {
  const database = connectPostgres(databaseUrl, 1);
  try {
    await database.pool.query(`
      insert into events (tenant_id, id, event, payload)
      select 'default', 'backlog-' || g, 'User.Created', jsonb_build_object('event', 'User.Created', 'userId', 'backlog-' || g)
      from generate_series(1, ${count}) g`);
  } finally {
    await database.close();
  }
};

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
const figure = (value: number) => value.toLocaleString('en-US');

/**
 * The event outbox to webhooks (issue 19), on PostgreSQL, to a receiver on loopback started here:
 * 1. `count` users created through the management API by 16 writers: each `User.Created` is written
 *    in its transaction, fanned out and delivered; the delay from its write to its arrival (p50, p99).
 * 2. a backlog of `count` pending events inserted at once, then one write wakes the outbox: the rate
 *    it drains them at, delivered (outbox → fan-out → worker → HTTP).
 */
export const outbox: StandaloneBenchmark = {
  kind: 'standalone',
  name: 'outbox',
  description: 'events through the outbox to a webhook receiver: delay under API writes, and a backlog drained',
  budgetText: `backlog ≥ ${outboxBudgets.backlogPerSecond} events/s, write → delivery p99 ≤ ${outboxBudgets.p99Ms} ms`,
  run: async ({ count = defaultCount }) => {
    const receiver = await startReceiver();
    // The receiver is on loopback and speaks http: allowed for this server only.
    const server = await startBenchServer({
      env: { GATEHOUSE_HOOKS_ALLOW_HTTP: '1', GATEHOUSE_OUTBOUND_PRIVATE: '1' },
    });
    try {
      const token = await managementToken(server);
      await managementCall(
        server,
        token,
        'POST',
        '/api/hooks',
        { name: 'Bench receiver', events: ['User.Created'], config: { url: receiver.url, retries: 3 } },
        201,
      );
      const timeoutMs = Math.max(60_000, count * 20);

      console.error(`  writing ${figure(count)} events through the API (${writers} writers)...`);
      const writeStart = performance.now();
      const writeStartAt = Date.now();
      await writeThroughApi(server, token, count, 'outbox_');
      const writeMs = performance.now() - writeStart;
      await receiver.until(count, timeoutMs);
      const delays = [...receiver.arrivals.values()].map(({ at, createdAt }) => at - createdAt);
      const lastArrival = Math.max(...[...receiver.arrivals.values()].map(({ at }) => at));
      const endToEndMs = lastArrival - writeStartAt;

      console.error(`  draining a backlog of ${figure(count)} events...`);
      await insertBacklog(server.databaseUrl, count);
      const drainStart = performance.now();
      await managementCall(server, token, 'POST', '/api/users', { username: 'outbox_wake' }, 201);
      await receiver.until(2 * count + 1, timeoutMs);
      const drainMs = performance.now() - drainStart;

      const [p50, p99] = [percentile(delays, 50), percentile(delays, 99)];
      const backlogRate = perSecond(count + 1, drainMs);
      const ok = backlogRate >= outboxBudgets.backlogPerSecond && p99 <= outboxBudgets.p99Ms;
      const report = [
        `outbox: ${outbox.description}`,
        `  through the API: ${figure(count)} events written in ${(writeMs / 1000).toFixed(1)} s (${figure(perSecond(count, writeMs))} events/s, one user created each), all delivered ${(endToEndMs / 1000).toFixed(1)} s after the first write (${figure(perSecond(count, endToEndMs))} events/s)`,
        `    write → delivery p50 ${Math.round(p50)} ms  p99 ${Math.round(p99)} ms  max ${Math.round(Math.max(...delays))} ms  budget p99 ≤ ${outboxBudgets.p99Ms} ms`,
        `  backlog: ${figure(count + 1)} events delivered in ${(drainMs / 1000).toFixed(1)} s: ${figure(backlogRate)} events/s  budget ≥ ${outboxBudgets.backlogPerSecond}/s`,
        `  ${ok ? 'PASS' : 'FAIL (over budget)'}`,
      ].join('\n');
      return { report, ok };
    } finally {
      await server.stop();
      await receiver.close();
    }
  },
};
