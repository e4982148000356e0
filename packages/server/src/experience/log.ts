import type { DataEvent } from '@gatehouse/schemas/events';
import type { hookEvents, LogKey } from '@gatehouse/schemas/logs';
import type { PlatformDeps } from '../platform/deps';
import type { ApiError } from '../platform/http/api-error';

/**
 * The audit record of the sign-in pages' steps: `log(key, payload, error?)` records the step with
 * the caller's address and browser, as a success or, with `error`, a refusal with its code.
 */
export const createStepLog =
  ({ deps, tenantId, ip, userAgent }: { deps: PlatformDeps; tenantId: string; ip: string; userAgent?: string }) =>
  (key: LogKey, payload: Record<string, unknown>, error?: ApiError) =>
    deps.logs.record(tenantId, key, {
      result: error ? 'Error' : 'Success',
      ...(error && { error: { code: error.code, message: error.code } }),
      ip,
      userAgent,
      ...payload,
    });

export type StepLog = ReturnType<typeof createStepLog>;

/**
 * The sign-in pages' outcomes (PostRegister, PostSignIn, PostResetPassword) go through the event
 * outbox: it writes their `TriggerHook.*` audit record and delivers them to subscribed webhooks.
 */
export const createHookEventEmitter =
  ({ deps, tenantId, ip, userAgent }: { deps: PlatformDeps; tenantId: string; ip: string; userAgent?: string }) =>
  (event: Omit<Extract<DataEvent, { event: (typeof hookEvents)[number] }>, 'ip' | 'userAgent'>) =>
    deps.events.emitAlone(tenantId, { ...event, ip, userAgent });
