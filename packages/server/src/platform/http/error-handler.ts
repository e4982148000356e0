import { apiErrorMessage } from '@gatehouse/phrases/api/index';
import type { ErrorBody, ErrorCode } from '@gatehouse/schemas/errors';
import { negotiateLanguage } from '@gatehouse/schemas/languages';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { isDatabaseUnavailable, isDataException, isUniqueViolation } from '../db/errors';
import { ApiError } from './api-error';

const fromHttpException = (error: HTTPException): ApiError => {
  if (error.status === 413) return new ApiError('request.payload_too_large');
  if (error.status === 415) return new ApiError('request.unsupported_media_type');
  if (error.status === 400 && /json/i.test(error.message)) return new ApiError('request.invalid_json');
  if (error.status === 401) return new ApiError('auth.unauthorized');
  if (error.status === 403) return new ApiError('auth.forbidden');
  if (error.status === 404) return new ApiError('route.not_found');
  return new ApiError('guard.invalid_input', undefined, error.message);
};

/** Builds the `{code, message, data?, details?}` body in the request's language. */
export const errorResponse = (c: Context, error: ApiError) => {
  const language = negotiateLanguage(c.req.header('accept-language'));
  const body: ErrorBody = {
    code: error.code,
    message: apiErrorMessage(error.code, language),
    ...(error.data === undefined ? {} : { data: error.data }),
    ...(error.details === undefined ? {} : { details: error.details }),
  };
  // The unread rest of an oversized body makes the connection unusable: close it.
  if (error.status === 413) c.header('Connection', 'close');
  return c.json(body, error.status as ContentfulStatusCode);
};

/**
 * The single error middleware (CONVENTIONS 5): ApiError → its status and code;
 * a framework HTTP error → the matching code; a unique violation → 422; a data exception of the
 * database → 400; a database that cannot be reached or takes no more connections → 503 with
 * `Retry-After`; anything else → an opaque 500
 * with the request id, and a log line that carries the cause.
 */
export const createErrorHandler = (logger: Logger) => (error: Error, c: Context) => {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException) return errorResponse(c, fromHttpException(error));
  // A race past a service's own uniqueness check still gets a 422, never a 500.
  if (isUniqueViolation(error)) return errorResponse(c, new ApiError('entity.unique_integrity_violation'));
  const requestId = c.get('requestId' as never) as string | undefined; // onError's Context is not typed with AppEnv
  if (isDataException(error)) {
    // Input the database refused: the client's mistake, but one a guard should have caught first.
    logger.warn({ err: error, requestId, method: c.req.method, path: c.req.path }, 'input refused by the database');
    return errorResponse(c, new ApiError('guard.invalid_input', { requestId }));
  }
  if (isDatabaseUnavailable(error)) {
    // Overload or an outage, not a bug: the client is told to try again shortly.
    logger.warn({ err: error, requestId, method: c.req.method, path: c.req.path }, 'database unavailable');
    c.header('Retry-After', '1');
    return errorResponse(c, new ApiError('status.database_unavailable', { requestId }));
  }
  logger.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'unhandled error');
  return errorResponse(c, new ApiError('request.internal_error' satisfies ErrorCode, { requestId }));
};
