import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Trx } from '../platform/db/database';
import type { PeriodicJob } from '../platform/jobs';

const batchSize = 5_000;

/**
 * Deletes audit records older than `retentionDays`, tenant by tenant and in
 * batches, so each delete walks the `(tenant_id, created_at)` index and no
 * single statement holds locks on millions of rows. Returns how many went.
 */
export const purgeExpiredLogs = async (trx: Trx, retentionDays: number, now = new Date()) => {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const tenants = await trx.selectFrom('tenants').select('id').execute();
  let purged = 0;
  for (const { id: tenantId } of tenants) {
    for (;;) {
      const result = await sql`
        delete from logs where tenant_id = ${tenantId} and id in (
          select id from logs where tenant_id = ${tenantId} and created_at < ${cutoff} limit ${batchSize}
        )`.execute(trx);
      const deleted = Number(result.numAffectedRows ?? 0);
      purged += deleted;
      if (deleted < batchSize) break;
    }
  }
  return purged;
};

/** The hourly purge job, when a retention is configured (self-hosted keeps everything unless told). */
export const logRetentionJobs = (retentionDays: number | undefined, logger: Logger): PeriodicJob[] =>
  retentionDays === undefined
    ? []
    : [
        {
          name: 'audit-log-retention',
          everyMs: 3_600_000,
          run: async (trx) => {
            const purged = await purgeExpiredLogs(trx, retentionDays);
            if (purged > 0) logger.info({ purged, retentionDays }, 'purged expired audit records');
          },
        },
      ];
