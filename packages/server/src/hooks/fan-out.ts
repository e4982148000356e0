import { generateId } from '@gatehouse/schemas/ids';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { StoredEvent } from '../platform/events';
import { hookDeliveryQueries as queries } from './queries.deliveries';

/**
 * The body a hook receives for an event: `id` is the idempotency id (the same on every attempt
 * and on a replay, also sent as `Idempotency-Key`), then the event's own fields.
 */
export const hookPayload = (
  deliveryId: string,
  hookId: string,
  { event: { event, ...subject }, createdAt }: Pick<StoredEvent, 'event' | 'createdAt'>,
) => ({ id: deliveryId, hookId, event, createdAt: createdAt.toISOString(), ...subject });

/**
 * Fans outbox events out to the enabled hooks that subscribe to them, as pending deliveries in
 * the outbox's delivering transaction: an event is marked delivered exactly when its deliveries
 * exist. Answers how many it wrote.
 */
export const enqueueHookDeliveries = async (trx: Trx, events: StoredEvent[], now = new Date()) => {
  if (events.length === 0) return 0;
  const hooks = await queries.enabledHooksOf(trx, [...new Set(events.map((stored) => stored.tenantId))]);
  if (hooks.length === 0) return 0;
  const rows = events.flatMap((stored) =>
    hooks
      .filter((hook) => hook.tenantId === stored.tenantId && hook.events.includes(stored.event.event))
      .map((hook) => {
        const id = generateId();
        return {
          tenantId: stored.tenantId,
          id,
          hookId: hook.id,
          event: stored.event.event,
          payload: json(hookPayload(id, hook.id, stored)),
          nextAttemptAt: now,
        };
      }),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await queries.insertDeliveries(trx, rows.slice(start, start + 500));
  }
  return rows.length;
};
