import { QueryClient } from '@tanstack/react-query';
import { AuthRequiredError } from '../app/auth/access-tokens';
import { ApiRequestError } from './errors';

/** Most attempts a failing query makes before it shows its error. */
export const maxQueryAttempts = 3;

/**
 * Data fetches do not retry on 401/403 (or when signing in again is the only
 * way on), nor on 404 (the entity does not exist: asking again only stacks
 * toasts), and retry other failures (spec §7).
 */
export const shouldRetry = (failureCount: number, error: unknown) => {
  if (error instanceof AuthRequiredError) return false;
  if (error instanceof ApiRequestError && [401, 403, 404].includes(error.status)) return false;
  return failureCount < maxQueryAttempts - 1;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
