import { createApiClient } from './client';

/**
 * An API client for component tests: `fetch` answers every request (a stub the test writes), the
 * token is fixed, texts are their keys, and notifications and auth callbacks do nothing.
 */
export const createTestApiClient = (
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  baseUrl = 'http://localhost:3001',
) =>
  createApiClient({
    baseUrl,
    accessToken: async () => 'token',
    language: () => 'en',
    translate: (key) => key,
    notify: () => undefined,
    onAuthRequired: () => undefined,
    onForbidden: () => undefined,
    fetch: fetch as typeof globalThis.fetch,
  });
