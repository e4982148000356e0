import type { ApiClient, RequestOptions } from './client';

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
 * const { items, totalCount } = await fetchPage(client, '/api/applications', { page: 2 });
 */
export const fetchPage = async <T>(
  client: ApiClient,
  path: string,
  { page = 1, pageSize = defaultPageSize, ...init }: { page?: number; pageSize?: number } & RequestOptions<T[]>,
): Promise<Page<T>> => {
  const { data, headers } = await client.request<T[]>(path, {
    ...init,
    query: { ...init.query, page, page_size: pageSize },
  });
  const isCapped = headers.get('total-number-is-capped') === 'true';
  return { items: data, totalCount: readTotalNumber(headers), ...(isCapped && { isCapped }) };
};
