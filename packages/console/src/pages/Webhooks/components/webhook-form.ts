import {
  type CreateHook,
  createHookGuard,
  type Hook,
  hookConfigGuard,
  hookHeaderNameGuard,
  hookHeaderValueGuard,
} from '@gatehouse/schemas/hooks';
import { z } from 'zod';

/**
 * A webhook's form: the server's fields, with the headers edited as rows (name, value) and the
 * URL, retries and headers out of `config`.
 */
export const webhookFormGuard = z.object({
  name: createHookGuard.shape.name,
  events: createHookGuard.shape.events,
  url: hookConfigGuard.shape.url,
  retries: z.coerce.number().pipe(hookConfigGuard.shape.retries.unwrap()),
  headers: z.array(z.object({ name: z.union([z.literal(''), hookHeaderNameGuard]), value: hookHeaderValueGuard })),
});
export type WebhookFormInput = z.input<typeof webhookFormGuard>;
export type WebhookForm = z.output<typeof webhookFormGuard>;

export const emptyWebhookForm: WebhookFormInput = { name: '', events: [], url: '', retries: 3, headers: [] };

export const formOf = (hook: Hook): WebhookFormInput => ({
  name: hook.name,
  events: hook.events,
  url: hook.config.url,
  retries: hook.config.retries,
  headers: Object.entries(hook.config.headers).map(([name, value]) => ({ name, value })),
});

/** The request body of a form; rows without a name are left out. */
export const bodyOf = (form: WebhookForm): Omit<CreateHook, 'enabled'> => ({
  name: form.name,
  events: form.events,
  config: {
    url: form.url,
    retries: form.retries,
    headers: Object.fromEntries(form.headers.filter((row) => row.name).map((row) => [row.name, row.value])),
  },
});
