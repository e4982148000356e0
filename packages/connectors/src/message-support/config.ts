import { z } from 'zod';

/** A box the admin left empty arrives as '' (or only spaces): the same as not set. */
export const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional text field: blank means not set, anything else must pass `guard`. */
export const optional = <T extends z.ZodType>(guard: T) => z.preprocess(blankIsUnset, guard.optional());

/** An http(s) URL, nothing else (no file:, no javascript:). */
export const httpUrlGuard = z.url({ protocol: /^https?$/, error: 'an http or https URL' }).max(2048);

/** An email address. */
export const emailGuard = z.email({ error: 'an email address' }).max(254);

/** A phone number in E.164: +, a country code, up to 15 digits. */
export const e164Guard = z.string().regex(/^\+[1-9]\d{6,14}$/, 'a phone number in international format: +15551234567');

/**
 * A `json` field's value: the JSON as the console's editor hands it over, or as text holding JSON
 * (text that is not JSON fails `guard` with its own message).
 */
export const jsonField = <T extends z.ZodType>(guard: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, guard);

const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}$/, 'an HTTP header name');
const headerValue = z
  .string()
  .max(8192)
  .regex(/^[^\r\n\0]*$/, 'a header value on one line');

/** HTTP headers as a JSON object of names to values (`{ "Authorization": "Bearer …" }`). */
export const headersGuard = jsonField(
  z
    .record(headerName, headerValue, { error: 'a JSON object of header names to text values' })
    .refine((headers) => Object.keys(headers).length <= 50, 'at most 50 headers')
    .default({}),
);
