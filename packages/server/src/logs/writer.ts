import { generateId } from '@gatehouse/schemas/ids';
import type { LogKey, LogPayload } from '@gatehouse/schemas/logs';
import type { Logger } from 'pino';
import type { Database } from '../platform/db/database';
import { json } from '../platform/db/json';
import { createLogQueries } from './queries';

/** Keys whose values are never written to a log, wherever they appear. */
const secretKeys = /pass(word)?|secret|token|code_verifier|authorization|cookie|otp|assertion/i;

/** Drops secret-looking fields at any depth, so a careless caller cannot log a password or a token. */
export const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !secretKeys.test(key))
        .map(([key, inner]) => [key, redact(inner)]),
    );
  }
  return value;
};

type Pending = { tenantId: string; id: string; key: string; payload: string; createdAt: Date };

/**
 * The audit log writer. Records are buffered and written in batches (at most
 * `flushMs` later), so a busy token endpoint logs every exchange without a
 * database round trip per request. `flush()` writes what is pending; `close()`
 * flushes and stops.
 */
export const createLogWriter = (database: Database, logger: Logger, { flushMs = 100, maxBatch = 500 } = {}) => {
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const writeBatch = async (batch: Pending[]) => {
    const byTenant = new Map<string, Pending[]>();
    for (const record of batch) {
      const records = byTenant.get(record.tenantId);
      if (records) records.push(record);
      else byTenant.set(record.tenantId, [record]);
    }
    for (const [tenantId, records] of byTenant) {
      try {
        await createLogQueries(tenantId).insertMany(
          database.system,
          records.map(({ id, key, payload, createdAt }) => ({ id, key, payload, createdAt })),
        );
      } catch (error) {
        logger.error({ err: error, tenantId, count: records.length }, 'could not write audit log records');
      }
    }
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length > 0) writing = writing.then(() => writeBatch(batch));
    return writing;
  };

  return {
    record: (tenantId: string, key: LogKey, payload: LogPayload) => {
      pending.push({ tenantId, id: generateId(), key, payload: json(redact(payload)), createdAt: new Date() });
      if (pending.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs);
    },
    flush,
    close: flush,
  };
};

export type LogWriter = ReturnType<typeof createLogWriter>;
