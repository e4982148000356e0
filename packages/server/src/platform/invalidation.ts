import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { afterCommit, type Database, type Trx } from './db/database';

/**
 * Cache invalidation across instances (DESIGN §8). A change to a tenant's keys,
 * clients or resources is published as part of its transaction and takes effect
 * when it commits, never for a rollback: this instance drops what it cached for
 * that tenant and topic before the transaction's promise resolves, the others
 * through Postgres NOTIFY, which PostgreSQL delivers at commit.
 */
export type InvalidationTopic =
  | 'keys'
  | 'applications'
  | 'resources'
  | 'tenant'
  | 'sign-in-experience'
  | 'custom-phrases'
  | 'jwt-customizer'
  | 'sentinel';
export type Invalidation = { tenantId: string; topic: InvalidationTopic };

export type InvalidationBus = {
  /** Publishes now, for changes made outside a tenant transaction (provisioning). */
  publish: (tenantId: string, topic: InvalidationTopic) => Promise<void>;
  /**
   * A tenant transaction whose commit invalidates `topic`.
   *
   * @example
   * const changing = bus.changing(tenantId, 'resources');
   * await changing((trx) => queries.update(trx, id, input));
   */
  changing: (tenantId: string, topic: InvalidationTopic) => <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;
  subscribe: (handler: (event: Invalidation) => void) => void;
  close: () => Promise<void>;
};

const channel = 'gatehouse_invalidation';

export const createInvalidationBus = async (database: Database): Promise<InvalidationBus> => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (event: Invalidation) => emitter.emit('invalidate', event);

  let listener: pg.Client | undefined;
  let closed = false;

  const listen = async () => {
    if (!database.connectionString || closed) return;
    const client = new pg.Client({ connectionString: database.connectionString });
    client.on('notification', (message) => {
      if (!message.payload) return;
      try {
        emit(JSON.parse(message.payload) as Invalidation);
      } catch {
        // Not ours; ignore.
      }
    });
    client.on('error', () => {
      // Reconnect after a dropped connection; until then, caches may be stale for a moment.
      listener = undefined;
      if (!closed) setTimeout(() => void listen().catch(() => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    listener = client;
  };
  await listen();

  return {
    publish: async (tenantId, topic) => {
      const event: Invalidation = { tenantId, topic };
      emit(event);
      if (database.connectionString) {
        await sql`select pg_notify(${channel}, ${JSON.stringify(event)})`.execute(database.system);
      }
    },
    changing: (tenantId, topic) => (work) =>
      database.withTenant(tenantId, async (trx) => {
        const result = await work(trx);
        const event: Invalidation = { tenantId, topic };
        afterCommit(trx, () => emit(event));
        if (database.connectionString) await sql`select pg_notify(${channel}, ${JSON.stringify(event)})`.execute(trx);
        return result;
      }),
    subscribe: (handler) => {
      emitter.on('invalidate', handler);
    },
    close: async () => {
      closed = true;
      await listener?.end().catch(() => {});
    },
  };
};
