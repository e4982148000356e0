import { generateId } from '@gatehouse/schemas/ids';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { StoredEvent } from '../platform/events';
import { redact } from './writer';

/**
 * Delivers outbox events (platform/events.ts) as `TriggerHook.<event>` audit records, in the
 * delivering transaction: each event is recorded exactly once, at the time it was emitted. The
 * webhooks will deliver from the same outbox.
 */
export const recordEventsInAuditLog = async (trx: Trx, events: StoredEvent[]) => {
  if (events.length === 0) return;
  await trx
    .insertInto('logs')
    .values(
      events.map(({ tenantId, event: { event, ...subject }, createdAt }) => ({
        tenantId,
        id: generateId(),
        key: `TriggerHook.${event}`,
        payload: json(redact({ result: 'Success', ...subject })),
        createdAt,
      })),
    )
    .execute();
};
