import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { type Pagination, readPagination, setPaginationHeaders } from './pagination';

/**
 * A tiny app exercising the helpers: `/read` and `/optional` echo what
 * readPagination returns, `/list?total=N` sets the headers for N items of a
 * list whose only filter is `search` (its query object is what a route's guard
 * would give: the filter, page and page_size; `total` is the test's knob, not a
 * filter). An ApiError becomes `{ code }` with its status.
 */
const app = new Hono();
app.get('/read', (c) => c.json({ pagination: readPagination(c) ?? null }));
app.get('/optional', (c) => c.json({ pagination: readPagination(c, { optional: true }) ?? null }));
app.get('/list', (c) => {
  const pagination = readPagination(c);
  if (!pagination) throw new Error('readPagination returned nothing for a required pagination');
  const query = { page: c.req.query('page'), page_size: c.req.query('page_size'), search: c.req.queries('search') };
  setPaginationHeaders(c, pagination, Number(c.req.query('total')), { query });
  return c.body(null, 204);
});
app.get('/capped', (c) => {
  const pagination = readPagination(c);
  if (!pagination) throw new Error('readPagination returned nothing for a required pagination');
  setPaginationHeaders(
    c,
    pagination,
    { total: 10_000, capped: true },
    { query: {}, itemsOnPage: Number(c.req.query('items')) },
  );
  return c.body(null, 204);
});
app.onError((error, c) =>
  error instanceof ApiError
    ? c.json({ code: error.code }, error.status as 400)
    : c.json({ code: 'unexpected', message: error.message }, 500),
);

const read = async (path: string) => {
  const response = await app.request(path);
  return {
    status: response.status,
    body: (await response.json()) as { pagination?: Pagination | null; code?: string },
  };
};

/** Parses an RFC 8288 Link header into `rel → target`. */
const linksOf = (header: string | null) =>
  Object.fromEntries(
    (header ?? '').split(', ').map((link) => {
      const match = /^<([^>]*)>; rel="([a-z]+)"$/.exec(link);
      if (!match) throw new Error(`malformed link ${link}`);
      return [match[2], match[1]];
    }),
  );

const list = async (query: string) => {
  const response = await app.request(`/list?${query}`);
  expect(response.status).toBe(204);
  return { total: response.headers.get('Total-Number'), links: linksOf(response.headers.get('Link')) };
};

describe('readPagination', () => {
  it('defaults to page 1 of 20 items', async () => {
    expect(await read('/read')).toEqual({
      status: 200,
      body: { pagination: { page: 1, pageSize: 20, limit: 20, offset: 0 } },
    });
  });

  it('reads page and page_size, deriving limit and offset', async () => {
    expect((await read('/read?page=3&page_size=10')).body.pagination).toEqual({
      page: 3,
      pageSize: 10,
      limit: 10,
      offset: 20,
    });
    expect((await read('/read?page=2')).body.pagination).toEqual({ page: 2, pageSize: 20, limit: 20, offset: 20 });
    expect((await read('/read?page_size=5')).body.pagination).toEqual({ page: 1, pageSize: 5, limit: 5, offset: 0 });
  });

  it('accepts a page_size of 1 and of 100', async () => {
    expect((await read('/read?page_size=1')).body.pagination?.pageSize).toBe(1);
    expect((await read('/read?page_size=100')).body.pagination?.pageSize).toBe(100);
  });

  it.each([
    'page_size=101',
    'page_size=1000',
    'page_size=0',
    'page_size=-5',
    'page_size=abc',
    'page_size=',
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'page=01',
    'page=1e2',
    'page=',
    'page=%201',
    'page=10000000000',
  ])('rejects %s with a 400 guard.invalid_pagination', async (query) => {
    expect(await read(`/read?${query}`)).toEqual({ status: 400, body: { code: 'guard.invalid_pagination' } });
  });

  it('returns undefined in optional mode when neither page nor page_size is sent', async () => {
    expect(await read('/optional')).toEqual({ status: 200, body: { pagination: null } });
    expect(await read('/optional?search=x')).toEqual({ status: 200, body: { pagination: null } });
  });

  it('paginates in optional mode as soon as either parameter is sent', async () => {
    expect((await read('/optional?page=2')).body.pagination).toEqual({ page: 2, pageSize: 20, limit: 20, offset: 20 });
    expect((await read('/optional?page_size=5')).body.pagination).toEqual({
      page: 1,
      pageSize: 5,
      limit: 5,
      offset: 0,
    });
  });

  it('still rejects invalid values in optional mode', async () => {
    expect(await read('/optional?page=0')).toEqual({ status: 400, body: { code: 'guard.invalid_pagination' } });
    expect(await read('/optional?page_size=101')).toEqual({ status: 400, body: { code: 'guard.invalid_pagination' } });
  });
});

describe('setPaginationHeaders', () => {
  it('sets Total-Number to the total count', async () => {
    expect((await list('total=57')).total).toBe('57');
    expect((await list('total=0')).total).toBe('0');
  });

  it('links first, next and last but no prev on page 1', async () => {
    expect((await list('total=45&page_size=10')).links).toEqual({
      first: '/list?page=1&page_size=10',
      next: '/list?page=2&page_size=10',
      last: '/list?page=5&page_size=10',
    });
  });

  it('links first, prev, next and last on a middle page', async () => {
    expect((await list('page=3&page_size=10&total=45')).links).toEqual({
      first: '/list?page=1&page_size=10',
      prev: '/list?page=2&page_size=10',
      next: '/list?page=4&page_size=10',
      last: '/list?page=5&page_size=10',
    });
  });

  it('links first, prev and last but no next on the last page', async () => {
    expect((await list('page=5&page_size=10&total=45')).links).toEqual({
      first: '/list?page=1&page_size=10',
      prev: '/list?page=4&page_size=10',
      last: '/list?page=5&page_size=10',
    });
  });

  it('lists the links in the order first, prev, next, last', async () => {
    const response = await app.request('/list?page=2&page_size=10&total=45');
    const rels = [...(response.headers.get('Link') ?? '').matchAll(/rel="([a-z]+)"/g)].map((match) => match[1]);
    expect(rels).toEqual(['first', 'prev', 'next', 'last']);
  });

  it('uses the default page size in the links when none was sent', async () => {
    expect((await list('total=41')).links).toEqual({
      first: '/list?page=1&page_size=20',
      next: '/list?page=2&page_size=20',
      last: '/list?page=3&page_size=20',
    });
  });

  it('makes the last page 1 when there are no items', async () => {
    expect((await list('total=0')).links).toEqual({
      first: '/list?page=1&page_size=20',
      last: '/list?page=1&page_size=20',
    });
  });

  it('counts an exact multiple of the page size without an empty extra page', async () => {
    expect((await list('page_size=10&total=40')).links.last).toBe('/list?page=4&page_size=10');
  });

  it('points prev at the last page when the requested page is beyond it', async () => {
    expect((await list('page=9&page_size=10&total=25')).links).toEqual({
      first: '/list?page=1&page_size=10',
      prev: '/list?page=3&page_size=10',
      last: '/list?page=3&page_size=10',
    });
  });
});

describe('setPaginationHeaders links', () => {
  it('carry the list’s own filters and drop every other parameter', async () => {
    expect((await list('search=ada&utm_source=mail&page=2&page_size=10&total=45&x=1')).links).toEqual({
      first: '/list?search=ada&page=1&page_size=10',
      prev: '/list?search=ada&page=1&page_size=10',
      next: '/list?search=ada&page=3&page_size=10',
      last: '/list?search=ada&page=5&page_size=10',
    });
  });

  it('repeat a filter sent several times, and encode its values', async () => {
    expect((await list('search=a%20b%26c&search=%3Ed%3E&total=5')).links.first).toBe(
      '/list?search=a+b%26c&search=%3Ed%3E&page=1&page_size=20',
    );
  });

  it('do not grow with a parameter the list does not know: a 10 kB query gives a short Link header', async () => {
    const response = await app.request(`/list?total=45&page_size=10&junk=${'x'.repeat(10_000)}`);
    expect(response.headers.get('Total-Number')).toBe('45');
    expect(response.headers.get('Link')?.length).toBeLessThan(200);
  });

  it('are left out, Total-Number kept, when the list’s own filters would make the header longer than 4 kB', async () => {
    const search = Array.from({ length: 20 }, (_, index) => `search=${index}${'x'.repeat(255)}`).join('&');
    const response = await app.request(`/list?total=45&page=2&page_size=10&${search}`);
    expect(response.headers.get('Total-Number')).toBe('45');
    expect(response.headers.get('Link')).toBeNull();
    const short = await app.request(`/list?total=45&page=2&page_size=10&search=${'x'.repeat(256)}`);
    expect(linksOf(short.headers.get('Link')).next).toBe(`/list?search=${'x'.repeat(256)}&page=3&page_size=10`);
  });
});

describe('setPaginationHeaders on a capped count', () => {
  const capped = async (query: string) => {
    const response = await app.request(`/capped?${query}`);
    return {
      total: response.headers.get('Total-Number'),
      isCapped: response.headers.get('Total-Number-Is-Capped'),
      links: linksOf(response.headers.get('Link')),
    };
  };

  it('says the count is capped and gives no last link', async () => {
    const { total, isCapped, links } = await capped('page=1&page_size=20&items=20');
    expect(total).toBe('10000');
    expect(isCapped).toBe('true');
    expect(Object.keys(links)).toEqual(['first', 'next']);
  });

  it('keeps a next link past the cap while pages are full, and stops at a short page', async () => {
    expect((await capped('page=5000&page_size=20&items=20')).links).toEqual({
      first: '/capped?page=1&page_size=20',
      prev: '/capped?page=4999&page_size=20',
      next: '/capped?page=5001&page_size=20',
    });
    expect(Object.keys((await capped('page=7000&page_size=20&items=3')).links)).toEqual(['first', 'prev']);
  });

  it('sends no capped header for an exact count', async () => {
    const response = await app.request('/list?total=5');
    expect(response.headers.get('Total-Number-Is-Capped')).toBeNull();
  });
});
