import { generateId } from '@gatehouse/schemas/ids';
import type { Logger } from 'pino';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import type { PeriodicJob } from '../platform/jobs';
import type { SecretBox } from '../platform/secrets';
import { hookDeliveryQueries as queries } from './queries.deliveries';
import { type SendResult, sendHookRequest } from './sender';

export type HookWorkerOptions = {
  /** Per request; a delivery's lease lasts this plus `leaseMarginMs`. */
  timeoutMs?: number;
  leaseMarginMs?: number;
  /** The first retry waits this long, each next one twice as long. */
  backoffMs?: number;
  /** Deliveries claimed (and sent in parallel) at a time. */
  batchSize?: number;
};

/**
 * Delivers pending hook deliveries (fan-out.ts): claims due rows with `FOR UPDATE SKIP LOCKED`
 * and a lease in a short transaction, sends them outside any transaction, then records the
 * attempt and the outcome. Any number of instances share the work, each attempt made once; a
 * process that dies mid-request leaves a lease that runs out, and the delivery is sent again (at
 * least once; receivers dedupe on the payload's `id`). A failure is retried `retries` times with
 * exponential backoff. Time is read from `Date`, so tests move it with a fake clock.
 *
 * @example
 * const worker = createHookWorker(deps);
 * worker.kick(); // after deliveries were committed
 * await worker.drain(); // delivers everything due now
 */
export const createHookWorker = (
  deps: { database: Database; box: SecretBox; logger: Logger; config: Pick<Config, 'outbound'> },
  { timeoutMs = 10_000, leaseMarginMs = 5_000, backoffMs = 1_000, batchSize = 50 }: HookWorkerOptions = {},
) => {
  const { database, box, logger, config } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  type Claimed = Awaited<ReturnType<typeof queries.claimDue>>[number];

  const send = (row: Claimed): Promise<SendResult> =>
    sendHookRequest({
      url: row.url,
      body: JSON.stringify(row.payload),
      signingKey: box.decrypt(row.signingKey),
      headers: row.headers,
      idempotencyId: String(row.payload.id ?? row.id),
      timeoutMs,
      outbound: config.outbound,
    });

  /** What becomes of a delivery after its attempt: done, failed for good, or due again after a backoff. */
  const outcomeOf = (row: Claimed, result: SendResult | undefined, now: Date) =>
    result?.success
      ? ({ status: 'Success' } as const)
      : row.attempts <= row.retries && row.enabled
        ? ({ status: 'Pending', nextAttemptAt: new Date(now.getTime() + backoffMs * 2 ** (row.attempts - 1)) } as const)
        : ({ status: 'Failed' } as const);

  /** Records a batch's attempts and settles its deliveries, in one transaction. */
  const record = async (sent: Array<{ row: Claimed; result: SendResult | undefined }>) => {
    const now = new Date();
    await database.system.transaction().execute(async (trx) => {
      const attempts = sent.flatMap(({ row, result }) =>
        result
          ? [
              {
                tenantId: row.tenantId,
                id: generateId(),
                hookId: row.hookId,
                deliveryId: row.id,
                attempt: row.attempts,
                url: row.url,
                responseStatus: result.status ?? null,
                responseBody: result.body ?? null,
                error: result.error ?? null,
                durationMs: result.durationMs,
                success: result.success,
                createdAt: now,
              },
            ]
          : [],
      );
      if (attempts.length > 0) await queries.insertAttempts(trx, attempts);
      const succeeded = sent.filter(({ result }) => result?.success).map(({ row }) => row);
      if (succeeded.length > 0) await queries.settleAll(trx, succeeded, { status: 'Success' });
      for (const { row, result } of sent) {
        if (!result?.success) await queries.settle(trx, row, outcomeOf(row, result, now));
      }
    });
  };

  /** Claims and sends one batch; answers how many were claimed. */
  const runBatch = async () => {
    const now = new Date();
    const claimed = await database.system
      .transaction()
      .execute((trx) => queries.claimDue(trx, now, new Date(now.getTime() + timeoutMs + leaseMarginMs), batchSize));
    // A hook disabled since the event was fanned out gets no request.
    const sent = await Promise.all(
      claimed.map(async (row) => ({ row, result: row.enabled ? await send(row) : undefined })),
    );
    if (sent.length > 0) await record(sent);
    return claimed.length;
  };

  /** Wakes the worker again when the next pending delivery is due (a retry, or a lease running out). */
  const schedule = async () => {
    if (stopped) return;
    const due = await database.system.transaction().execute((trx) => queries.nextDue(trx));
    clearTimeout(timer);
    if (!due || stopped) return;
    const delay = Math.min(Math.max(due.getTime() - Date.now(), 0), 60_000);
    timer = setTimeout(() => void drain(), delay + 10);
    timer.unref();
  };

  /** Sends everything due now; concurrent calls share one run (and ask for one more). */
  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while ((await runBatch()) > 0 && !stopped) {}
      } while (again && !stopped);
      await schedule();
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'could not deliver webhooks'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    kick: () => {
      if (!stopped) setImmediate(() => void drain());
    },
    drain,
    /** Stops timers and waits for the run in progress. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};

export type HookWorker = ReturnType<typeof createHookWorker>;

/** Every 10 seconds: what another instance scheduled, or what a crash left leased, is picked up. */
export const hookDeliverySweep = (worker: Pick<HookWorker, 'kick'>): PeriodicJob => ({
  name: 'hook-delivery-sweep',
  everyMs: 10_000,
  run: async () => {
    worker.kick();
  },
});

/** Finished deliveries and their attempts are kept for 14 days (the console shows recent requests). */
export const hookDeliveriesPurgeJob: PeriodicJob = {
  name: 'hook-deliveries-purge',
  everyMs: 3_600_000,
  run: async (trx) => {
    await queries.purgeFinished(trx, new Date(Date.now() - 14 * 24 * 3_600_000));
  },
};
