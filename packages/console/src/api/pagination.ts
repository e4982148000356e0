import type { ApiClient, CallArgs, CallOptions } from './client';
import type { PathOf } from './paths';

/** Default page size of console lists (spec §9: list helper 20). */
export const defaultPageSize = 20;

/** A page of a list; `isCapped` when the server stopped counting (`totalCount` is then a lower bound). */
export type Page<T> = { items: T[]; totalCount: number; isCapped?: boolean };

/** The `Total-Number` header of a list answer; lists cannot page without it (spec §5). */
export const readTotalNumber = (headers: Headers) => {
  const value = headers.get('total-number');
  const total = value === null || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(total) || total < 0) throw new Error('missing total number');
  return total;
};

/**
 * One page of a paginated list (DESIGN §5: `page` from 1, `page_size`, the
 * total in `Total-Number`).
 *
 * @example
 * const { items, totalCount } = await fetchPage(client, '/api/roles/{id}/users', { params: { id }, page: 2 });
 */
export const fetchPage = async <P extends PathOf<'get'>, T>(
  client: ApiClient,
  path: P,
  {
    page = 1,
    pageSize = defaultPageSize,
    ...options
  }: { page?: number; pageSize?: number } & CallOptions<P, 'get', T[]>,
): Promise<Page<T>> => {
  const withPage = { ...options, query: { ...options.query, page, page_size: pageSize } };
  // The same options with the page added: `params` is there exactly when the path needs it.
  const { data, headers } = await client.getResponse<P, T[]>(path, ...([withPage] as CallArgs<P, 'get', T[]>));
  const isCapped = headers.get('total-number-is-capped') === 'true';
  return { items: data, totalCount: readTotalNumber(headers), ...(isCapped && { isCapped }) };
};
