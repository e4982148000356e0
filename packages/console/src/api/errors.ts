/** A failed API call: the HTTP status, and the server's `code` and message when it sent JSON. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The request never got an answer: timeout or network failure. */
export class ApiUnreachableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network',
    options?: ErrorOptions,
  ) {
    super(reason === 'timeout' ? 'request timed out' : 'network error', options);
    this.name = 'ApiUnreachableError';
  }
}

/** 'Insufficient permissions.' or `auth.forbidden`: the console signs the user out (spec §6, §8). */
export const isForbiddenError = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 403 &&
  (error.code === 'auth.forbidden' || error.message === 'Insufficient permissions.');

/** The entity asked for does not exist (any more). */
export const isNotFoundError = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
