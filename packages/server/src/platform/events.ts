import type { DataEvent } from '@gatehouse/schemas/events';
import { generateId } from '@gatehouse/schemas/ids';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { afterCommit, type Database, type Trx } from './db/database';
import { json } from './db/json';
import type { PeriodicJob } from './jobs';

/** An event as the outbox holds it. */
export type StoredEvent = { tenantId: string; id: string; event: DataEvent; createdAt: Date };

/**
 * The event outbox (DESIGN §7): `emit` writes a data-change event in the transaction of the change
 * it reports, so an event is never lost and never reports a change that rolled back. Once the
 * transaction commits, this instance delivers it (`deliver`, given by the composition root: the
 * audit record today, webhooks later); a periodic sweep on every instance delivers what a crash
 * left behind. Delivery takes rows with `FOR UPDATE SKIP LOCKED` and marks them in the same
 * transaction, so any number of instances deliver each event once.
 *
 * @example
 * await outbox.emit(trx, { event: 'User.Created', userId: user.id, data: user });
 */
export const createEventOutbox = (
  database: Database,
  logger: Logger,
  /** Answers whether the delivery left work for `delivered` (a number: how much; nothing: always). */
  deliver: (trx: Trx, events: StoredEvent[]) => Promise<unknown>,
  {
    batchSize = 100,
    delivered = () => {},
  }: {
    batchSize?: number;
    /**
     * Called once a drain's delivering transaction committed and its delivery left work (the webhook
     * worker's cue: no cue, and no two transactions of the worker, when no hook subscribed).
     */
    delivered?: () => void;
  } = {},
) => {
  let draining: Promise<void> | undefined;
  let again = false;

  /** Delivers one batch of pending events in `trx`; answers how many, and whether they left work. */
  const deliverBatch = async (trx: Trx) => {
    const rows = await trx
      .selectFrom('events')
      .select(['tenantId', 'id', 'payload', 'createdAt'])
      .where('deliveredAt', 'is', null)
      .orderBy('createdAt')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length === 0) return { count: 0, work: false };
    const work = await deliver(
      trx,
      rows.map((row) => ({
        tenantId: row.tenantId,
        id: row.id,
        event: row.payload as DataEvent,
        createdAt: row.createdAt,
      })),
    );
    await trx
      .updateTable('events')
      .set({ deliveredAt: sql<Date>`now()` })
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('tenantId', 'id'),
          'in',
          rows.map((row) => tuple(row.tenantId, row.id)),
        ),
      )
      .execute();
    return { count: rows.length, work: typeof work === 'number' ? work > 0 : true };
  };

  /** Delivers pending events in `trx` until none is left (or `maxBatches` were delivered). */
  const deliverPending = async (trx: Trx, maxBatches = 100) => {
    for (let batch = 0; batch < maxBatches && (await deliverBatch(trx)).count === batchSize; batch++) {}
  };

  /** Delivers until nothing is pending; concurrent calls share one run (and ask for one more). */
  const drain = (): Promise<void> => {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        let batch: { count: number; work: boolean };
        do {
          batch = await database.system.transaction().execute(deliverBatch);
          if (batch.work) delivered();
        } while (batch.count === batchSize);
      } while (again);
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'could not deliver events'))
      .finally(() => {
        draining = undefined;
      });
    return draining;
  };

  return {
    emit: async (trx: Trx, event: DataEvent) => {
      await trx
        .insertInto('events')
        .values({
          tenantId: sql<string>`current_setting('app.tenant_id')`,
          id: generateId(),
          event: event.event,
          payload: json(event),
        })
        .execute();
      afterCommit(trx, () => setImmediate(() => void drain()));
    },
    /**
     * `emit` for an event that reports no change of its own (a sign-in's PostSignIn): written alone,
     * in one round trip outside any transaction (migration 0035's function applies row-level
     * security), then delivered like the others.
     */
    emitAlone: async (tenantId: string, event: DataEvent) => {
      await sql`select gatehouse_event_emit(${tenantId}, ${generateId()}, ${event.event}, ${json(event)}::jsonb)`.execute(
        database.system,
      );
      setImmediate(() => void drain());
    },
    drain,
    deliverPending,
  };
};

export type EventOutbox = ReturnType<typeof createEventOutbox>;

/**
 * Every 10 seconds: delivers events a crash or a failed delivery left pending, in the job's own
 * transaction (a second transaction from inside it would wait forever on the embedded database's
 * one connection).
 */
export const eventOutboxSweep = (outbox: EventOutbox): PeriodicJob => ({
  name: 'event-outbox-sweep',
  everyMs: 10_000,
  run: (trx) => outbox.deliverPending(trx),
});

/**
 * `withTenant` for a change that reports itself: `work` and the events it causes commit together,
 * or neither does.
 *
 * @example
 * const change = tenantChange(deps, tenantId);
 * const role = await change(
 *   (trx) => queries.insertRole(trx, row),
 *   (role) => ({ event: 'OrganizationRole.Created', organizationRoleId: role.id, data: role }),
 * );
 */
export const tenantChange =
  ({ database, events }: { database: Database; events: EventOutbox }, tenantId: string) =>
  <T>(work: (trx: Trx) => Promise<T>, eventsOf: (result: T) => DataEvent | DataEvent[]) =>
    database.withTenant(tenantId, async (trx) => {
      const result = await work(trx);
      for (const event of [eventsOf(result)].flat()) await events.emit(trx, event);
      return result;
    });
