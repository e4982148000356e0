import { pagination as limits } from '@gatehouse/schemas/constants';
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './api-error';

export type Pagination = { page: number; pageSize: number; limit: number; offset: number };

/** Query parameters of a paginated list, for the route's guard and the OpenAPI document. */
export const paginationQueryGuard = z.object({
  page: z.string().optional(),
  page_size: z.string().optional(),
});

const positiveInt = /^[1-9]\d{0,8}$/;

/**
 * Reads `page` (from 1) and `page_size` (default 20, max 100); bad values are a
 * 400 `guard.invalid_pagination`. With `optional`, a request that sends neither
 * gets the whole list (as Logto's optionally paginated lists do).
 */
export const readPagination = (c: Context, { optional = false } = {}): Pagination | undefined => {
  const page = c.req.query('page');
  const pageSize = c.req.query('page_size');
  if (optional && page === undefined && pageSize === undefined) return undefined;
  if ((page !== undefined && !positiveInt.test(page)) || (pageSize !== undefined && !positiveInt.test(pageSize))) {
    throw new ApiError('guard.invalid_pagination');
  }
  const pageNumber = Number(page ?? 1);
  const size = Number(pageSize ?? limits.defaultPageSize);
  if (size > limits.maxPageSize) throw new ApiError('guard.invalid_pagination');
  return { page: pageNumber, pageSize: size, limit: size, offset: (pageNumber - 1) * size };
};

/**
 * The most a capped list counts (peer-interfaces §3.1 `Total-Number-Is-Capped`): counting a
 * million rows on every page costs more than the page, so such lists count up to this many.
 */
export const totalNumberCap = 10_000;

/** A list's size: exact, or at least `total` when `capped` (there are more). */
export type ListTotal = { total: number; capped?: boolean };

/**
 * A list's validated query (the output of its route's query guard): its own filters, plus `page`
 * and `page_size`. A filter sent several times is an array.
 */
export type ListQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The longest `Link` header sent. Only a list's own filters reach it, each bounded by the list's
 * guard; together they may still exceed this (twenty 256-character `search` values), and such a
 * list sends no `Link` rather than a truncated one whose `next` would lead to another list.
 */
export const linkHeaderMaxLength = 4096;

/**
 * `Total-Number` plus RFC 8288 `Link` (first, prev, next, last). When the count was capped it also
 * sends `Total-Number-Is-Capped: true` and leaves out `last` (unknown); `next` is then given only
 * while the page is full, so a client that follows `next` still walks the whole list.
 *
 * The links carry the list's own filters from `query` (the route's validated query), never the raw
 * query string: a parameter the list does not know is not repeated four times in the response
 * headers, however long it is.
 *
 * @example
 * setPaginationHeaders(c, pagination, 42, { query: c.req.valid('query') });
 * setPaginationHeaders(c, pagination, { total: 10_000, capped: true }, { query, itemsOnPage: items.length });
 */
export const setPaginationHeaders = (
  c: Context,
  { page, pageSize }: Pagination,
  count: number | ListTotal,
  { query, itemsOnPage }: { query: ListQuery; itemsOnPage?: number },
) => {
  const { total, capped = false } = typeof count === 'number' ? { total: count } : count;
  c.header('Total-Number', String(total));
  if (capped) c.header('Total-Number-Is-Capped', 'true');
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const filters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' || name === 'page_size' || value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) filters.append(name, item);
  }
  const { pathname } = new URL(c.req.url);
  const linkTo = (target: number, rel: string) => {
    const params = new URLSearchParams(filters);
    params.set('page', String(target));
    params.set('page_size', String(pageSize));
    return `<${pathname}?${params}>; rel="${rel}"`;
  };
  const links = [linkTo(1, 'first')];
  if (capped) {
    if (page > 1) links.push(linkTo(page - 1, 'prev'));
    if (itemsOnPage === pageSize) links.push(linkTo(page + 1, 'next'));
  } else {
    if (page > 1) links.push(linkTo(Math.min(page - 1, lastPage), 'prev'));
    if (page < lastPage) links.push(linkTo(page + 1, 'next'));
    links.push(linkTo(lastPage, 'last'));
  }
  const link = links.join(', ');
  if (link.length <= linkHeaderMaxLength) c.header('Link', link);
};
