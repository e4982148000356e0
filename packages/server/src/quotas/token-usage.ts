import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../platform/db/database';
import type { TokenUsage } from '../platform/deps';

const flushEveryMs = 5000;

/** The billing month of an instant (spec §9: one month; here the calendar month, UTC) as its first day. */
export const billingPeriodOf = (at: Date) => {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end, key: start.toISOString().slice(0, 10) };
};

/**
 * Counts token grants per tenant and billing month without a database round trip per grant: a map
 * in memory, added to `token_usage` in one statement every few seconds and on shutdown. A flush
 * that fails keeps its counts for the next one; counts of a tenant deleted meanwhile are dropped.
 */
export const createTokenUsage = (database: Database, logger: Logger): TokenUsage => {
  let pending = new Map<string, Map<string, number>>(); // period → tenant → grants
  let period = billingPeriodOf(new Date());

  const currentPeriod = () => {
    if (Date.now() >= period.end.getTime()) period = billingPeriodOf(new Date());
    return period.key;
  };

  const flush = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].flatMap(([key, tenants]) =>
      [...tenants].map(([tenantId, count]) => ({ key, tenantId, count })),
    );
    const values = sql.join(rows.map((row) => sql`(${row.tenantId}, ${row.key}::date, ${row.count}::bigint)`));
    try {
      await sql`
        insert into token_usage (tenant_id, period, count)
        select v.tenant_id, v.period, v.count
        from (values ${values}) as v (tenant_id, period, count)
        join tenants t on t.id = v.tenant_id
        on conflict (tenant_id, period) do update set count = token_usage.count + excluded.count`.execute(
        database.system,
      );
    } catch (error) {
      logger.warn({ err: error }, 'token usage flush failed; retried with the next one');
      for (const { key, tenantId, count } of rows) add(key, tenantId, count);
    }
  };

  const add = (key: string, tenantId: string, count: number) => {
    let tenants = pending.get(key);
    if (!tenants) {
      tenants = new Map();
      pending.set(key, tenants);
    }
    tenants.set(tenantId, (tenants.get(tenantId) ?? 0) + count);
  };

  let flushing: Promise<void> = Promise.resolve();
  const flushInTurn = () => {
    flushing = flushing.then(flush);
    return flushing;
  };
  const timer = setInterval(() => void flushInTurn(), flushEveryMs);
  timer.unref();

  return {
    record: (tenantId) => add(currentPeriod(), tenantId, 1),
    pending: (tenantId) => pending.get(currentPeriod())?.get(tenantId) ?? 0,
    flush: flushInTurn,
    close: async () => {
      clearInterval(timer);
      await flushInTurn();
    },
  };
};

/** Tokens the tenants were issued this billing month (flushed counts; add `TokenUsage.pending`). */
export const storedTokenUsage = async (database: Database, tenantIds: string[], at = new Date()) => {
  if (tenantIds.length === 0) return new Map<string, number>();
  const rows = await database.system
    .selectFrom('tokenUsage')
    .select(['tenantId', 'count'])
    .where('tenantId', 'in', tenantIds)
    .where('period', '=', billingPeriodOf(at).key)
    .execute();
  return new Map(rows.map((row) => [row.tenantId, Number(row.count)]));
};
