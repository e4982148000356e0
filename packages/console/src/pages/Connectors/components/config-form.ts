import { type ConnectorFactory, maskedSecret } from '@gatehouse/schemas/connectors';
import { freeFormJsonTextGuard } from '@gatehouse/schemas/json';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';

/*
 * A factory's config form (`configForm`) as a form of the console: the values each field edits, the
 * zod schema that checks them and turns them into the config the API takes, and the server's
 * refusals mapped back to the fields.
 */

export type ConfigField = ConnectorFactory['configForm'][number];
/** A config as the form edits it: a switch is a boolean, every other field text. */
export type ConfigValues = Record<string, string | boolean>;
type Config = Record<string, unknown>;

/** Whether a field holds a secret: shown hidden, and read back masked. */
export const isSecret = (field: ConfigField) => field.secret || field.type === 'password';

/** The text a field starts from: a saved value, or the field's default. */
const initialValue = (field: ConfigField, value: unknown): string | boolean => {
  if (field.type === 'switch') return value === true;
  if (value === undefined || value === null) return '';
  if (field.type === 'json' && typeof value !== 'string') return JSON.stringify(value, null, 2);
  return String(value);
};

/**
 * The form's values: a saved connector's config as the API shows it (each secret it holds reads
 * `********`, kept as is until the admin types over it), or, for a new one, each field's default.
 */
export const configFormValues = (fields: readonly ConfigField[], saved?: Config): ConfigValues =>
  Object.fromEntries(
    fields.map((field) => [field.key, initialValue(field, saved ? saved[field.key] : field.defaultValue)]),
  );

const required = (ctx: z.RefinementCtx) => ctx.addIssue({ code: 'custom', message: 'form_errors.required' });

/** A text-like field: blank is left out of the config (the factory's default then applies), or refused when required. */
const textGuard = (field: ConfigField) =>
  z.string().transform((text, ctx) => {
    const value = field.type === 'text' ? text.trim() : text;
    if (value.trim() !== '') return value;
    if (field.required) required(ctx);
    return undefined;
  });

const numberGuard = (field: ConfigField) =>
  z.string().transform((text, ctx) => {
    if (text.trim() === '') {
      if (field.required) required(ctx);
      return undefined;
    }
    const value = Number(text);
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: 'form_errors.not_a_number' });
      return z.NEVER;
    }
    if (field.min !== undefined && value < field.min) {
      ctx.addIssue({ code: 'too_small', origin: 'number', minimum: field.min, inclusive: true, input: value });
    }
    if (field.max !== undefined && value > field.max) {
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: field.max, inclusive: true, input: value });
    }
    return value;
  });

const selectGuard = (field: ConfigField) => {
  const values = (field.options ?? []).map((option) => option.value);
  return z.string().superRefine((value, ctx) => {
    if (value === '' && field.required) required(ctx);
    else if (value !== '' && !values.includes(value))
      ctx.addIssue({ code: 'custom', message: 'form_errors.invalid_choice' });
  });
};

/** JSON edited as text: blank is left out, a kept secret stays masked, anything else must be a JSON object. */
const jsonGuard = (field: ConfigField) =>
  z.string().transform((text, ctx) => {
    if (text.trim() === '') {
      if (field.required) required(ctx);
      return undefined;
    }
    if (isSecret(field) && text === maskedSecret) return text;
    const parsed = freeFormJsonTextGuard.safeParse(text);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [] } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });

const fieldGuard = (field: ConfigField): z.ZodType<unknown, string | boolean> => {
  switch (field.type) {
    case 'switch':
      return z.boolean();
    case 'number':
      return numberGuard(field);
    case 'select':
      return selectGuard(field);
    case 'json':
      return jsonGuard(field);
    default:
      return textGuard(field);
  }
};

/**
 * The schema of a config form: each field by its type, required marks, number bounds, select
 * options and JSON objects; its output is the config to send, blank fields left out and each kept
 * secret still `********` (the server keeps the stored value).
 */
export const configGuard = (fields: readonly ConfigField[]) =>
  z
    .object(Object.fromEntries(fields.map((field) => [field.key, fieldGuard(field)])))
    .transform(
      (config): Config => Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined)),
    );

type FieldIssue = { key: string; message: string };

const issueOf = (value: unknown): { field: string; message: string } | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const { field, message } = value as { field?: unknown; message?: unknown };
  return typeof field === 'string' && typeof message === 'string' ? { field, message } : undefined;
};

/**
 * The fields a refused save or test names (`connector.invalid_config`): the factory's check gives
 * `data.issues`, a connector that found one wrong setting while sending gives `data.field`. A nested
 * path (`headers.Authorization`) belongs to its top field; issues of no field of the form are left out.
 */
export const configFieldIssues = (
  error: unknown,
  fields: readonly ConfigField[],
  /** The refusal's code: an SSO connector's config is refused as `sso_connector.invalid_config`, same shape. */
  code = 'connector.invalid_config',
): FieldIssue[] => {
  if (!(error instanceof ApiRequestError) || error.code !== code) return [];
  const data = (error.body as { data?: unknown } | undefined)?.data;
  const listed = (data as { issues?: unknown } | undefined)?.issues;
  const issues = (Array.isArray(listed) ? listed : [data]).map(issueOf).filter((issue) => issue !== undefined);
  const keys = new Set(fields.map((field) => field.key));
  return issues.flatMap(({ field, message }) => {
    const key = field.split('.')[0] ?? '';
    return keys.has(key) ? [{ key, message }] : [];
  });
};

/** What a provider said when it refused (a connector error's `data`), as lines for an admin to read. */
export const providerDetails = (error: unknown): string[] => {
  if (!(error instanceof ApiRequestError)) return [];
  const data = (error.body as { data?: unknown } | undefined)?.data;
  const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 500);
  if (data === undefined || data === null) return [];
  if (typeof data !== 'object') return [shown(data)];
  return Object.entries(data)
    .filter(([key, value]) => key !== 'issues' && value !== undefined)
    .map(([key, value]) => (key === 'message' ? shown(value) : `${key}: ${shown(value)}`));
};
