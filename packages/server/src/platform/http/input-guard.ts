import { findUnstorableText, isStorableText } from '@gatehouse/schemas/json';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

/**
 * Input no route could store or mean (issue 13): a NUL character (PostgreSQL refuses it in text and
 * jsonb), a surrogate without its pair (not Unicode; jsonb refuses it), malformed percent-encoding,
 * and JSON nested past any schema. Refused at the edge with a 400 and a code, so no handler, query
 * or library below ever sees it and answers 500.
 */

/** Deepest JSON any request body may nest; free-form fields have a lower limit of their own (schemas/json.ts). */
export const maxBodyDepth = 64;

/**
 * Whether a request target (path and query) decodes to storable text. Percent-escapes are the only
 * way NUL or broken UTF-8 arrive (Node's parser refuses raw control characters), so a target
 * without `%` is accepted without decoding.
 */
export const isWellFormedTarget = (target: string): boolean => {
  if (!target.includes('%')) return true;
  try {
    return isStorableText(decodeURIComponent(target));
  } catch {
    return false; // URIError: a stray %, or bytes that are not UTF-8 (an encoded lone surrogate among them)
  }
};

/**
 * Whether a form-encoded body (`a=b&c=d`) decodes to storable text; `+` is a space there.
 * Bytes that are not UTF-8 become U+FFFD in every form parser, so only NUL matters.
 */
export const isWellFormedForm = (body: string): boolean => !/%00|\0/.test(body);

const printable = (segment: string | number) => String(segment).replace(/[\0\p{Cs}]/gu, '\ufffd');

const hasBody = (contentLength: string | undefined, transferEncoding: string | undefined) =>
  (contentLength !== undefined && contentLength !== '0') || transferEncoding !== undefined;

/**
 * Parses a JSON request body once (Hono caches it for the route's validator) and refuses it with
 * 400 `request.invalid_json`, `request.invalid_characters` (naming the path) or
 * `guard.invalid_input` (nested deeper than `maxBodyDepth`).
 */
export const jsonBodyGuard = (): MiddlewareHandler => async (c, next) => {
  const type = c.req.header('content-type');
  if (!type?.includes('json') || !hasBody(c.req.header('content-length'), c.req.header('transfer-encoding'))) {
    return next();
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof ApiError) throw error; // the body limit
    throw new ApiError('request.invalid_json');
  }
  const found = findUnstorableText(body, maxBodyDepth);
  if (found?.tooDeep) {
    throw new ApiError('guard.invalid_input', {
      issues: [{ path: found.path, message: `nested deeper than ${maxBodyDepth} levels`, code: 'too_deep' }],
    });
  }
  // The path names where; its own unstorable characters are shown as U+FFFD.
  if (found) throw new ApiError('request.invalid_characters', { path: found.path.map(printable) });
  return next();
};
