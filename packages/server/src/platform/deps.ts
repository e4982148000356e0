import type { Logger } from 'pino';
import type { LogWriter } from '../logs/writer';
import type { AttemptLimits } from './attempt-limits';
import type { Config } from './config';
import type { Database } from './db/database';
import type { InvalidationBus } from './invalidation';
import type { SecretBox } from './secrets';

/** What every capability's service is built from (CONVENTIONS 1: plain objects, no container). */
export type PlatformDeps = {
  config: Config;
  database: Database;
  box: SecretBox;
  bus: InvalidationBus;
  logger: Logger;
  /** The audit log (batched writes). */
  logs: LogWriter;
  /** Failed-attempt limits of credential checks, shared by every instance. */
  attempts: AttemptLimits;
};
