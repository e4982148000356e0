import { toNestErrors } from '@hookform/resolvers';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/*
 * The console's one way to validate a form: the request schema the server uses (from
 * `@gatehouse/schemas`, picked or extended for the form's fields) and one error map that puts every
 * zod issue in the admin's language.
 *
 * Why not `zodResolver(schema, { error: map })`: zod 4 gives a schema's own message precedence over
 * the parse-time map, so the map never sees the phrase keys the shared schemas carry (nor their
 * params). Translating the finished issues instead covers zod's own issues and the schemas' keys alike.
 */

type Issue = z.core.$ZodIssue;
type Values = Record<string, unknown>;

/** A message that looks like a phrase key (`form_errors.invalid_origin`, `users.identifier_required`). */
const phraseKey = /^[a-z_]+(?:\.[\w-]+)+$/;

/** The phrase for an issue zod raised by itself, and its values, by the issue's code. */
const builtInPhrase = (issue: Issue): [string, Values?] => {
  switch (issue.code) {
    case 'too_small': {
      const count = Number(issue.minimum);
      if (issue.origin === 'string')
        return count <= 1 ? ['form_errors.required'] : ['form_errors.too_short', { count }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['form_errors.too_few', { count }];
      return ['form_errors.too_small', { count }];
    }
    case 'too_big': {
      const count = Number(issue.maximum);
      if (issue.origin === 'string') return ['form_errors.too_long', { count }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['form_errors.too_many', { count }];
      return ['form_errors.too_big', { count }];
    }
    case 'invalid_format':
      if (issue.format === 'email') return ['form_errors.invalid_email'];
      if (issue.format === 'url') return ['form_errors.invalid_url'];
      return ['form_errors.invalid_format'];
    case 'invalid_type':
      if (issue.expected === 'int') return ['form_errors.not_integer'];
      if (issue.expected === 'number') return ['form_errors.not_a_number'];
      return ['form_errors.invalid_value'];
    case 'invalid_value':
      return ['form_errors.invalid_choice'];
    default:
      return ['form_errors.invalid_value'];
  }
};

/**
 * The admin's words for a zod issue. A message that is a phrase key is translated with the
 * issue's params (the convention of `@gatehouse/schemas/urls`; console-only refinements use it too);
 * zod's own issues by their code: a string of at least 1 is "required", other bounds give the count.
 *
 * @example
 * issueMessage(i18n, { code: 'too_big', origin: 'string', maximum: 128, … }) // 'At most 128 characters.'
 */
export const issueMessage = (i18n: I18n, issue: Issue): string => {
  const params = issue.code === 'custom' ? issue.params : undefined;
  // With its params: a plural group (`form_errors.json_too_deep`) exists only for a count.
  const own = phraseKey.test(issue.message) && i18n.exists(issue.message, params);
  const [key, values] = own ? [issue.message, params] : builtInPhrase(issue);
  // Keys come from the schemas at run time (checked by `i18n.exists` above), so not typed by the phrases.
  const translate = i18n.t.bind(i18n) as (key: string, values?: Values) => string;
  return translate(key, values);
};

/** A row of a list edited one value per input (`ListField`): react-hook-form's field arrays hold objects. */
export type ListRow = { value: string };

/** A list's values as the rows of its `ListField`: one per value, or one empty row to type in. */
export const toRows = (values: readonly string[]): ListRow[] =>
  values.length > 0 ? values.map((value) => ({ value })) : [{ value: '' }];

/**
 * A list edited one value per row (`ListField`), held to the server's `list` schema: values are
 * trimmed and empty rows left out. An issue of an entry lands on that entry's row
 * (`redirectUris.3.value`), counting the empty rows, so a repeated entry is named on the row that
 * repeats it; an issue of the whole list (too many) stays on the list.
 *
 * @example
 * z.object({ corsAllowedOrigins: listRows(corsAllowedOriginsGuard) })
 */
export const listRows = <List extends z.ZodType<unknown, string[]>>(list: List) =>
  z.array(z.object({ value: z.string() })).transform((rows, ctx): z.output<List> => {
    const kept = rows.flatMap(({ value }, row) => (value.trim() === '' ? [] : [{ value: value.trim(), row }]));
    const checked = list.safeParse(kept.map(({ value }) => value));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [entry, ...rest] = issue.path;
      const row = typeof entry === 'number' ? kept[entry]?.row : undefined;
      ctx.addIssue({ ...issue, path: row === undefined ? issue.path : [row, 'value', ...rest] });
    }
    return z.NEVER;
  });

/** A text field where blank means none; anything else is held to `schema` (an avatar or logo URL). */
export const blankOr = (schema: z.ZodType<unknown, string>) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const checked = schema.safeParse(value);
      for (const issue of checked.success ? [] : checked.error.issues) ctx.addIssue({ ...issue });
    });

/** The field an issue belongs to: its path, cut where the form holds text (JSON edited as text). */
const fieldOf = (values: unknown, path: readonly PropertyKey[]): string => {
  let value = values;
  for (const [depth, segment] of path.entries()) {
    if (typeof value === 'string') return path.slice(0, depth).map(String).join('.');
    value = value !== null && typeof value === 'object' ? (value as Values)[String(segment)] : undefined;
  }
  return path.map(String).join('.');
};

/**
 * A react-hook-form resolver: every invalid field at once (the first issue of each), in the
 * admin's language (`issueMessage`).
 */
export const formResolver =
  <Schema extends z.ZodType<FieldValues, FieldValues>>(
    schema: Schema,
    i18n: I18n,
  ): Resolver<z.input<Schema>, unknown, z.output<Schema>> =>
  async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[fieldOf(values, issue.path)] ??= { type: issue.code, message: issueMessage(i18n, issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };

/**
 * The resolver of a form, from its schema (the server's request schema, picked or extended).
 *
 * @example
 * const formGuard = createRoleGuard.pick({ name: true, description: true });
 * const form = useForm({ resolver: useFormResolver(formGuard), defaultValues });
 */
export const useFormResolver = <Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema) => {
  const { i18n } = useTranslation();
  // formResolver reads the language at each validation, so a language switch needs no new resolver.
  return useMemo(() => formResolver(schema, i18n), [schema, i18n]);
};
