import { z } from 'zod';

/*
 * URL fields and lists shared by the server's request guards and the console's forms.
 *
 * Message convention: a message that starts with `form_errors.` is a key of the console's phrases
 * (`packages/phrases/src/console/common`); the issue's `params` fill its placeholders. The console
 * translates it (`patterns/form-resolver.ts`); the API answers the key itself, a stable code.
 */

const parse = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

export const isHttpUrl = (value: string): boolean => {
  const url = parse(value);
  return Boolean(url && (url.protocol === 'http:' || url.protocol === 'https:') && url.host);
};

const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** Whether a URL's host is this machine (`localhost`, `127.0.0.1`, `[::1]`). */
export const isLoopback = (url: URL): boolean =>
  loopbackHosts.has(url.hostname) || loopbackHosts.has(`[${url.hostname}]`);

/**
 * Images (avatars, logos) are https: the console's and the sign-in pages' CSP allow
 * `img-src 'self' https: data:`, so an http image elsewhere would be stored and then never shown.
 * Plain http is accepted on a loopback host only, where a Gatehouse on http://localhost serves its
 * own images ('self').
 */
export const isHttpsUrl = (value: string): boolean => {
  const url = parse(value);
  return Boolean(url?.host && (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))));
};

/** An origin as browsers send it: scheme, host and port only (`https://app.example.com`), no path or slash. */
export const isOrigin = (value: string): boolean => {
  const url = parse(value);
  return Boolean(url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value);
};

/** A string check whose issue carries a phrase key and names the value (`params.value`). */
export const checkedString = (isValid: (value: string) => boolean, message: string, max = 2048) =>
  z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      if (!isValid(value)) ctx.addIssue({ code: 'custom', message, params: { value } });
    });

export const httpUrlGuard = checkedString(isHttpUrl, 'form_errors.invalid_url');
export const imageUrlGuard = checkedString(isHttpsUrl, 'form_errors.https_url');
export const originGuard = checkedString(isOrigin, 'form_errors.invalid_origin');

/**
 * A list of at most `max` entries, each valid by `entry` and listed once: a repeated entry is
 * refused at its own index, naming it (`form_errors.duplicate_entry`, `params.value`).
 *
 * @example
 * uniqueListGuard(originGuard).parse(['https://a.example', 'https://a.example']) // throws, path [1]
 */
export const uniqueListGuard = (entry: z.ZodType<string, string>, max = 100) =>
  z
    .array(entry)
    .max(max)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((value, index) => {
        if (seen.has(value)) {
          ctx.addIssue({ code: 'custom', message: 'form_errors.duplicate_entry', path: [index], params: { value } });
        }
        seen.add(value);
      });
    });

/** CORS allowed origins of an application: origins only, each once. */
export const corsAllowedOriginsGuard = uniqueListGuard(originGuard);
