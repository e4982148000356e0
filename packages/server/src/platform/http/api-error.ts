import { type ErrorCode, errorStatuses } from '@gatehouse/schemas/errors';

/**
 * The one error type of the management and experience APIs. Its code is a
 * stable dotted string; the HTTP status comes from the code
 * (`@gatehouse/schemas/errors`) and the message from the phrases by language.
 *
 * @example
 * throw new ApiError('application.not_found', { id });
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly data?: unknown,
    readonly details?: string,
  ) {
    super(code);
    this.status = errorStatuses[code];
  }
}

/** Narrows `condition`, or throws an ApiError with `code`. */
export function assertThat(condition: unknown, code: ErrorCode, data?: unknown): asserts condition {
  if (!condition) throw new ApiError(code, data);
}
