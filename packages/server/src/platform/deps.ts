import type { LogKey, LogPayload } from '@gatehouse/schemas/logs';
import type { Logger } from 'pino';
import type { AttemptLimits } from './attempt-limits';
import type { Config } from './config';
import type { Database } from './db/database';
import type { EventOutbox } from './events';
import type { InvalidationBus } from './invalidation';
import type { SecretBox } from './secrets';
import type { Storage } from './storage/index';

/** Where audit records go (implemented by logs/writer.ts, wired in app/start.ts): batched, off the response path. */
export type AuditLog = {
  record: (tenantId: string, key: LogKey, payload: LogPayload) => void;
  /** Writes what is pending. */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

/** The webhook delivery worker (implemented by hooks/worker.ts, wired in app/start.ts). */
export type HookDeliveries = {
  /** Looks for due deliveries soon (after a commit that wrote some). */
  kick: () => void;
  /** Delivers everything due now, waiting for it (tests, shutdown). */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Tokens issued per tenant and billing month (implemented by quotas/token-usage.ts, wired in app/start.ts). */
export type TokenUsage = {
  /** Counts one grant in memory: no database round trip on the token path. */
  record: (tenantId: string) => void;
  /** Grants counted here but not yet written, for the current month. */
  pending: (tenantId: string) => number;
  /** Adds what is pending to the database. */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

/** What every capability's service is built from (CONVENTIONS 1: plain objects, no container). */
export type PlatformDeps = {
  config: Config;
  database: Database;
  box: SecretBox;
  bus: InvalidationBus;
  logger: Logger;
  /** The audit log (batched writes). */
  logs: AuditLog;
  /** Data-change events, written in the transaction of their change (events.ts). */
  events: EventOutbox;
  /** Token grants per tenant and month, counted in memory and flushed every few seconds. */
  tokenUsage: TokenUsage;
  /** Webhook deliveries (fed by `events`). */
  hooks: HookDeliveries;
  /** Failed-attempt limits of credential checks, shared by every instance. */
  attempts: AttemptLimits;
  /** Where uploads are kept (platform/storage); undefined when uploads are off. */
  storage: Storage | undefined;
};
