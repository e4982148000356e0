import { z } from 'zod';
import { hookEvents, organizationDataHookEvents, roleEvents, scopeEvents, userDataHookEvents } from './logs';
import { httpUrlGuard } from './urls';

/**
 * Every event a webhook may subscribe to (spec §9): the interaction events, then the data-change
 * events of the outbox (`events.ts`), grouped as the console shows them.
 */
export const webhookEvents = [
  ...hookEvents,
  ...userDataHookEvents,
  ...roleEvents,
  ...scopeEvents,
  ...organizationDataHookEvents,
] as const;
export const webhookEventGuard = z.enum(webhookEvents);
export type WebhookEvent = z.infer<typeof webhookEventGuard>;

/** Spec §9: a failed delivery is retried at most three times. */
export const maxHookRetries = 3;

/** Header names as HTTP allows them (RFC 9110 token), values without line breaks. */
export const hookHeaderNameGuard = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'form_errors.invalid_format');
export const hookHeaderValueGuard = z
  .string()
  .max(4096)
  .regex(/^[^\r\n\0]*$/, 'form_errors.invalid_format');

export const hookHeadersGuard = z
  .record(hookHeaderNameGuard, hookHeaderValueGuard)
  .refine((headers) => Object.keys(headers).length <= 50, 'form_errors.invalid_value');

export const hookConfigGuard = z.object({
  /** Where deliveries go: https, unless the server allows http (local development). */
  url: httpUrlGuard,
  headers: hookHeadersGuard.default({}),
  /** How many times a failed delivery is tried again, with exponential backoff. */
  retries: z.number().int().min(0).max(maxHookRetries).default(maxHookRetries),
});
export type HookConfig = z.infer<typeof hookConfigGuard>;

/**
 * A webhook (spec §3; peer reference `/api/hooks`). Its signing key signs every delivery
 * (HMAC-SHA256 over the raw body); it is only in the answers that reveal it (create, the hook's
 * own `GET`, regenerate).
 */
export const hookGuard = z.object({
  id: z.string(),
  name: z.string(),
  events: z.array(webhookEventGuard),
  config: z.object({ url: z.string(), headers: z.record(z.string(), z.string()), retries: z.number().int() }),
  enabled: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Hook = z.infer<typeof hookGuard>;

export const hookWithSigningKeyGuard = hookGuard.extend({ signingKey: z.string() });
export type HookWithSigningKey = z.infer<typeof hookWithSigningKeyGuard>;

/** The list answer: with the last 24 hours' deliveries when `includeExecutionStats` is set. */
export const hookListItemGuard = hookGuard.extend({
  executionStats: z.object({ requestCount: z.number().int(), successCount: z.number().int() }).optional(),
});

export const createHookGuard = z
  .object({
    name: z.string().trim().min(1).max(128),
    events: z.array(webhookEventGuard).min(1).max(webhookEvents.length),
    config: hookConfigGuard,
    enabled: z.boolean().default(true),
  })
  .strict();
export type CreateHook = z.infer<typeof createHookGuard>;

export const patchHookGuard = z
  .object({
    name: createHookGuard.shape.name,
    events: createHookGuard.shape.events,
    config: hookConfigGuard,
    enabled: z.boolean(),
  })
  .partial()
  .strict();
export type PatchHook = z.infer<typeof patchHookGuard>;

export const hookListQueryGuard = z.object({ includeExecutionStats: z.enum(['true', 'false']).optional() });

export const testHookGuard = z
  .object({ events: createHookGuard.shape.events.optional(), config: hookConfigGuard.optional() })
  .strict();

export const hookDeliveryStatuses = ['Pending', 'Success', 'Failed'] as const;

/**
 * One attempt to deliver an event to a hook (`GET /api/hooks/{id}/recent-logs`): what was sent,
 * what came back (status and the first 2 KB of the body), how long it took.
 */
export const hookLogGuard = z.object({
  id: z.string(),
  hookId: z.string(),
  deliveryId: z.string(),
  event: webhookEventGuard,
  /** `Success` for a 2xx answer, `Error` otherwise. */
  result: z.enum(['Success', 'Error']),
  attempt: z.number().int(),
  request: z.object({ url: z.string(), body: z.unknown() }),
  response: z.object({ status: z.number().int().optional(), body: z.string().optional() }),
  error: z.string().optional(),
  durationMs: z.number().int(),
  /** The delivery's state now: later attempts may still follow a failed one. */
  deliveryStatus: z.enum(hookDeliveryStatuses),
  createdAt: z.number().int(),
});
export type HookLog = z.infer<typeof hookLogGuard>;

export const hookLogListQueryGuard = z.object({
  result: z.enum(['Success', 'Error']).optional(),
  event: webhookEventGuard.optional(),
  /** Epoch milliseconds, both included. */
  start_time: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  end_time: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

/** What `POST /api/hooks/{id}/test` answers: the receiver's answer to a sample event. */
export const hookTestResultGuard = z.object({
  result: z.enum(['Success', 'Error']),
  response: z.object({ status: z.number().int().optional(), body: z.string().optional() }),
  error: z.string().optional(),
  durationMs: z.number().int(),
});

/** What a replay enqueued: a new delivery of the same payload (same idempotency id). */
export const hookReplayGuard = z.object({ deliveryId: z.string() });
