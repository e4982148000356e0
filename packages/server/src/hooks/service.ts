import { randomBytes } from 'node:crypto';
import type { CreateHook, Hook, HookLog, HookWithSigningKey, PatchHook, WebhookEvent } from '@gatehouse/schemas/hooks';
import { hookLogGuard } from '@gatehouse/schemas/hooks';
import { generateId } from '@gatehouse/schemas/ids';
import type { Trx } from '../platform/db/database';
import { json, toMs } from '../platform/db/json';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { isRefusedHost } from '../platform/outbound';
import { assertQuota } from '../quotas/public';
import { createHookQueries, type HookAttemptRow, type HookLogFilters, type HookRow } from './queries';
import { sendHookRequest } from './sender';

const newSigningKey = () => randomBytes(32).toString('base64url');

const toHook = (row: HookRow): Hook => ({
  id: row.id,
  name: row.name,
  events: row.events as WebhookEvent[],
  config: { url: row.url, headers: row.headers, retries: row.retries },
  enabled: row.enabled,
  createdAt: toMs(row.createdAt),
  updatedAt: toMs(row.updatedAt),
});

const toLog = (row: HookAttemptRow): HookLog =>
  hookLogGuard.parse({
    id: row.id,
    hookId: row.hookId,
    deliveryId: row.deliveryId,
    event: row.event,
    result: row.success ? 'Success' : 'Error',
    attempt: row.attempt,
    request: { url: row.url, body: row.payload },
    response: { status: row.responseStatus ?? undefined, body: row.responseBody ?? undefined },
    error: row.error ?? undefined,
    durationMs: row.durationMs,
    deliveryStatus: row.status,
    createdAt: toMs(row.createdAt),
  });

/**
 * A tenant's webhooks (spec §3 webhook, peer reference `/api/hooks`): CRUD, the signing key
 * (sealed at rest, revealed to the admin, regenerated on request), a test request, each
 * attempt's log and the replay of a past delivery. Deliveries themselves are the worker's
 * (worker.ts), fed by the event outbox (fan-out.ts).
 */
export const createHookService = (
  deps: Pick<PlatformDeps, 'database' | 'box' | 'config' | 'hooks'>,
  tenantId: string,
) => {
  const { database, box, config } = deps;
  const queries = createHookQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const notFound = (id: string) => new ApiError('hook.not_found', { id });

  /** https unless http is allowed; no private address written as such when the SSRF guard is on. */
  const assertDeliverable = (value: string) => {
    const url = new URL(value);
    if (url.protocol !== 'https:' && !config.hooksAllowHttp) throw new ApiError('hook.insecure_url', { url: value });
    if (isRefusedHost(config.outbound, url.hostname)) throw new ApiError('hook.private_address', { url: value });
  };

  const withKey = (row: HookRow): HookWithSigningKey => ({ ...toHook(row), signingKey: box.decrypt(row.signingKey) });
  const find = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row) throw notFound(id);
    return row;
  };

  return {
    list: ({ includeExecutionStats = false } = {}) =>
      inTenant(async (trx) => {
        const hooks = (await queries.findAll(trx)).map(toHook);
        if (!includeExecutionStats) return hooks;
        const stats = new Map(
          (await queries.statsSince(trx, new Date(Date.now() - 24 * 3_600_000))).map((row) => [row.hookId, row]),
        );
        return hooks.map((hook) => {
          const row = stats.get(hook.id);
          return {
            ...hook,
            executionStats: {
              requestCount: Number(row?.requestCount ?? 0),
              successCount: Number(row?.successCount ?? 0),
            },
          };
        });
      }),
    get: (id: string) => inTenant(async (trx) => withKey(await find(trx, id))),
    create: async (body: CreateHook) => {
      assertDeliverable(body.config.url);
      const row = await inTenant(async (trx) => {
        await assertQuota(config, trx, tenantId, 'hooksLimit');
        return queries.insert(trx, {
          id: generateId(),
          name: body.name,
          events: json([...new Set(body.events)]),
          url: body.config.url,
          headers: json(body.config.headers),
          retries: body.config.retries,
          enabled: body.enabled,
          signingKey: box.encrypt(newSigningKey()),
        });
      });
      return withKey(row);
    },
    update: async (id: string, patch: PatchHook) => {
      if (patch.config) assertDeliverable(patch.config.url);
      const row = await inTenant((trx) =>
        queries.update(trx, id, {
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.events && { events: json([...new Set(patch.events)]) }),
          ...(patch.config && {
            url: patch.config.url,
            headers: json(patch.config.headers),
            retries: patch.config.retries,
          }),
          ...(patch.enabled !== undefined && { enabled: patch.enabled }),
        }),
      );
      if (!row) throw notFound(id);
      return toHook(row);
    },
    delete: async (id: string) => {
      if (!(await inTenant((trx) => queries.deleteById(trx, id)))) throw notFound(id);
    },
    regenerateSigningKey: async (id: string) => {
      const row = await inTenant((trx) => queries.update(trx, id, { signingKey: box.encrypt(newSigningKey()) }));
      if (!row) throw notFound(id);
      return withKey(row);
    },
    /**
     * Sends a sample event to the hook's URL (or to `config` from an unsaved form) and answers the
     * receiver's response; nothing is stored.
     */
    test: async (id: string, body: { events?: WebhookEvent[]; config?: CreateHook['config'] }) => {
      const row = await inTenant((trx) => find(trx, id));
      const target = body.config ?? { url: row.url, headers: row.headers, retries: row.retries };
      assertDeliverable(target.url);
      const event = body.events?.[0] ?? (row.events[0] as WebhookEvent);
      const payloadId = generateId();
      const payload = { id: payloadId, hookId: row.id, event, createdAt: new Date().toISOString(), test: true };
      const result = await sendHookRequest({
        url: target.url,
        body: JSON.stringify(payload),
        signingKey: box.decrypt(row.signingKey),
        headers: target.headers,
        idempotencyId: payloadId,
        timeoutMs: config.hooksTimeoutMs,
        outbound: config.outbound,
      });
      return {
        result: result.success ? ('Success' as const) : ('Error' as const),
        response: { status: result.status, body: result.body },
        error: result.error,
        durationMs: result.durationMs,
      };
    },
    recentLogs: (id: string, filters: HookLogFilters, page: { limit: number; offset: number }) =>
      inTenant(async (trx) => {
        await find(trx, id);
        const [rows, total] = await Promise.all([
          queries.findAttempts(trx, id, filters, page),
          queries.countAttempts(trx, id, filters),
        ]);
        return { items: rows.map(toLog), total };
      }),
    getLog: (id: string, logId: string) =>
      inTenant(async (trx) => {
        const row = await queries.findAttempt(trx, id, logId);
        if (!row) throw new ApiError('hook_log.not_found', { id: logId });
        return toLog(row);
      }),
    /** Sends a past delivery's payload again (same idempotency id), as a new delivery with its own attempts. */
    replay: async (id: string, logId: string) => {
      const delivery = await inTenant(async (trx) => {
        const row = await queries.findAttempt(trx, id, logId);
        if (!row) throw new ApiError('hook_log.not_found', { id: logId });
        return queries.insertDelivery(trx, {
          id: generateId(),
          hookId: id,
          event: row.event,
          payload: row.payload,
          nextAttemptAt: new Date(),
          replayOf: row.deliveryId,
        });
      });
      deps.hooks.kick();
      return { deliveryId: delivery.id };
    },
  };
};

export type HookService = ReturnType<typeof createHookService>;
