import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { fetchPage, readTotalNumber } from './pagination';

describe('paginated lists', () => {
  it('read the total from the Total-Number header', () => {
    expect(readTotalNumber(new Headers({ 'Total-Number': '42' }))).toBe(42);
    expect(readTotalNumber(new Headers({ 'total-number': '0' }))).toBe(0);
  });

  it("fail with 'missing total number' when the header is absent or not a count", () => {
    for (const headers of [
      new Headers(),
      new Headers({ 'Total-Number': '' }),
      new Headers({ 'Total-Number': 'many' }),
    ]) {
      expect(() => readTotalNumber(headers)).toThrow('missing total number');
    }
  });

  it('ask for the page and page size, and return the items with the total', async () => {
    const fetch = vi.fn(
      async (_url: URL | RequestInfo) =>
        new Response(JSON.stringify([{ id: 'a' }]), {
          headers: { 'content-type': 'application/json', 'total-number': '21' },
        }),
    );
    const client = createApiClient({
      baseUrl: 'https://api.test',
      accessToken: async () => 'token',
      language: () => 'en',
      translate: (key) => key,
      notify: vi.fn(),
      onAuthRequired: vi.fn(),
      onForbidden: vi.fn(),
      fetch: fetch as typeof globalThis.fetch,
    });
    const page = await fetchPage(client, '/api/applications', { page: 2, query: { search: 'x' } });
    expect(page).toEqual({ items: [{ id: 'a' }], totalCount: 21 });
    expect(page.isCapped).toBeUndefined();
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'x', page: '2', page_size: '20' });
  });

  it('say when the server capped the count, so the total is a lower bound', async () => {
    const client = createApiClient({
      baseUrl: 'https://api.test',
      accessToken: async () => 'token',
      language: () => 'en',
      translate: (key) => key,
      notify: vi.fn(),
      onAuthRequired: vi.fn(),
      onForbidden: vi.fn(),
      fetch: (async () =>
        new Response('[]', {
          headers: {
            'content-type': 'application/json',
            'total-number': '10000',
            'total-number-is-capped': 'true',
          },
        })) as typeof globalThis.fetch,
    });
    expect(await fetchPage(client, '/api/users', { page: 1 })).toEqual({
      items: [],
      totalCount: 10_000,
      isCapped: true,
    });
  });
});
