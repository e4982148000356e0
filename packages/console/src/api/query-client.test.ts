import { describe, expect, it } from 'vitest';
import { AuthRequiredError } from '../app/auth/access-tokens';
import { ApiRequestError, ApiUnreachableError } from './errors';
import { maxQueryAttempts, shouldRetry } from './query-client';

describe('data query retries', () => {
  it('never retries a 401, a 403 or a 404, nor a session that needs signing in again', () => {
    expect(shouldRetry(0, new ApiRequestError(401, 'no'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(404, 'no', 'role.not_found'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(403, 'no'))).toBe(false);
    expect(shouldRetry(0, new AuthRequiredError('invalid_grant'))).toBe(false);
  });

  it('retries other HTTP errors and network failures, a bounded number of times', () => {
    for (const error of [
      new ApiRequestError(500, 'x'),
      new ApiRequestError(409, 'x'),
      new ApiUnreachableError('network'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(maxQueryAttempts - 2, error)).toBe(true);
      expect(shouldRetry(maxQueryAttempts - 1, error)).toBe(false);
    }
  });
});
