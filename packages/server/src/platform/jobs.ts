import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database, Trx } from './db/database';

export type PeriodicJob = {
  /** Unique across jobs: it names the advisory lock that keeps the job to one instance at a time. */
  name: string;
  everyMs: number;
  /** The work, in a transaction that holds the job's lock. */
  run: (trx: Trx) => Promise<void>;
};

/**
 * Runs maintenance jobs on a timer on every instance; each run first takes a
 * transaction-level advisory lock named after the job, so when several
 * instances share a database only one does the work at a time and the others
 * skip that round (DESIGN §7). A failed run is logged and retried next round.
 *
 * @example
 * const jobs = startPeriodicJobs(database, logger, [{ name: 'purge', everyMs: 3_600_000, run }]);
 * await jobs.stop();
 */
export const startPeriodicJobs = (database: Database, logger: Logger, jobs: PeriodicJob[]) => {
  const running = new Set<Promise<void>>();
  const runOnce = async (job: PeriodicJob) => {
    await database.system.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(hashtext(${`gatehouse.job.${job.name}`})) as locked`.execute(trx);
      if (rows[0]?.locked) await job.run(trx);
    });
  };
  const tick = (job: PeriodicJob) => {
    const run = runOnce(job)
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'background job failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
  const timers = jobs.map((job) => {
    // First round soon after start (not during it), then on the interval.
    const first = setTimeout(() => tick(job), Math.min(job.everyMs, 10_000));
    const every = setInterval(() => tick(job), job.everyMs);
    first.unref();
    every.unref();
    return [first, every] as const;
  });
  return {
    /** Runs every job now (tests, and the CLI), waiting for them. */
    runNow: () => Promise.all(jobs.map(runOnce)).then(() => undefined),
    /** Stops the timers and waits for runs in progress. */
    stop: async () => {
      for (const [first, every] of timers) {
        clearTimeout(first);
        clearInterval(every);
      }
      await Promise.all(running);
    },
  };
};
