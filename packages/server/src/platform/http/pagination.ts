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

/** `Total-Number` plus RFC 8288 `Link` (first, prev, next, last). */
export const setPaginationHeaders = (c: Context, { page, pageSize }: Pagination, total: number) => {
  c.header('Total-Number', String(total));
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const url = new URL(c.req.url);
  const linkTo = (target: number, rel: string) => {
    url.searchParams.set('page', String(target));
    url.searchParams.set('page_size', String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [linkTo(1, 'first')];
  if (page > 1) links.push(linkTo(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(linkTo(page + 1, 'next'));
  links.push(linkTo(lastPage, 'last'));
  c.header('Link', links.join(', '));
};
