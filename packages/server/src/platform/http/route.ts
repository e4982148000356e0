import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  type accountAuthenticated,
  type anonymous,
  authenticated,
  type consoleAuthenticated,
  errorResponses,
  jsonBody,
  jsonResponse,
} from './openapi';
import { ownBodyLimit, uploadBody, uploadBodyLimit } from './upload';

type RequestPart = NonNullable<NonNullable<RouteConfig['request']>['params']>;
type SuccessStatus = 200 | 201 | 204;
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** What a route says about itself; everything else of its `RouteConfig` is derived. */
export type RouteDescription = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /**
   * `anonymous` for a route anyone may call, `accountAuthenticated` for an end user's own account;
   * authenticated (a management token) when left out.
   */
  security?: typeof anonymous | typeof authenticated | typeof accountAuthenticated | typeof consoleAuthenticated;
  params?: RequestPart;
  query?: RequestPart;
  /** The JSON request body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body with one file in its `file` field, read by the handler
   * (`readUploadedFile`, platform/http/upload.ts), up to `maxBytes` instead of the JSON body limit.
   */
  upload?: { maxBytes: number; description: string };
  /** The one success answer; without `schema` it has no body (204, or a 201 that says nothing). */
  response: { status: SuccessStatus; description: string; schema?: z.ZodType };
  /** Error statuses the derivation cannot see: the service's 422 or 409, a limit's 429, a 404 without `{param}`. */
  errors?: readonly ErrorStatus[];
};

type Has<D, K extends string> = D extends { [P in K]: z.ZodType } ? true : false;
type IsUpload<D> = D extends { upload: object } ? true : false;

/** The error statuses of a route, as `derivedErrors` computes them at run time. */
type DerivedErrors<D extends RouteDescription> =
  | (true extends Has<D, 'params'> | Has<D, 'query'> | Has<D, 'body'> | IsUpload<D> ? 400 : never)
  | (D extends { security: typeof anonymous } ? never : 401 | 403)
  | (D['path'] extends `${string}{${string}}${string}` ? 404 : never)
  | (true extends Has<D, 'body'> | IsUpload<D> ? 413 | 415 : never)
  | (D extends { errors: readonly (infer E extends ErrorStatus)[] } ? E : never);

type SuccessResponse<R extends RouteDescription['response']> = {
  [S in R['status']]: R extends { schema: infer Schema extends z.ZodType }
    ? ReturnType<typeof jsonResponse<Schema>>
    : { description: string };
};

/** Hono's spelling of an OpenAPI path: `/api/roles/{id}` → `/api/roles/:id`. */
type RoutingPath<P extends string> = P extends `${infer Head}{${infer Param}}${infer Tail}`
  ? `${Head}:${Param}${RoutingPath<Tail>}`
  : P;

type None = Record<never, never>;
type Request<D extends RouteDescription> = (D extends { params: infer P extends RequestPart } ? { params: P } : None) &
  (D extends { query: infer Q extends RequestPart } ? { query: Q } : None) &
  (D extends { body: infer B extends z.ZodType } ? { body: ReturnType<typeof jsonBody<B>> } : None);

/** The `RouteConfig` `createRoute` would have been given for the description, with its exact types. */
export type DescribedRoute<D extends RouteDescription> = Omit<
  D,
  'tags' | 'security' | 'params' | 'query' | 'body' | 'upload' | 'response' | 'errors'
> & {
  tags: string[];
  security: NonNullable<RouteDescription['security']>;
  request: Request<D>;
  responses: SuccessResponse<D['response']> & ReturnType<typeof errorResponses<DerivedErrors<D>>>;
} & { getRoutingPath(): RoutingPath<D['path']> };

const derivedErrors = ({
  path,
  params,
  query,
  body,
  upload,
  security = authenticated,
  errors = [],
}: RouteDescription) => [
  ...(params || query || body || upload ? [400 as const] : []),
  ...(security.length > 0 ? [401 as const, 403 as const] : []),
  ...(/\{\w+\}/.test(path) ? [404 as const] : []),
  ...(body || upload ? [413 as const, 415 as const] : []),
  ...errors,
];

/**
 * A management route from what it says about itself. The error responses are derived, not listed:
 * 400 when it takes params, query or a body; 401 and 403 unless it is `security: anonymous`; 404
 * when its path has a `{param}`; 413 and 415 when it takes a JSON body; plus its own `errors`.
 * The result is what `createRoute` returns, so `c.req.valid(…)` and `send()` type-check as before.
 *
 * @example
 * const create = defineRoute({
 *   method: 'post',
 *   path: '/api/roles',
 *   summary: 'Create a role',
 *   tags: ['Roles'],
 *   body: createRoleGuard,
 *   response: { status: 201, schema: roleGuard, description: 'The created role.' },
 *   errors: [422], // answers 400, 401, 403, 413, 415, 422 and 201
 * });
 * app.openapi(create, async (c) => send(c, roleGuard, await service.create(c.req.valid('json')), 201));
 */
export const defineRoute = <const D extends RouteDescription>(description: D): DescribedRoute<D> => {
  const {
    params,
    query,
    body,
    upload,
    response,
    errors: _errors,
    security = authenticated,
    tags,
    ...rest
  } = description;
  const route = createRoute({
    ...rest,
    tags: [...tags],
    security,
    ...(upload && { middleware: [uploadBodyLimit(upload.maxBytes)], [ownBodyLimit]: upload.maxBytes }),
    request: {
      ...(params && { params }),
      ...(query && { query }),
      ...(body && { body: jsonBody(body) }),
      ...(upload && { body: uploadBody(upload.description) }),
    },
    responses: {
      [response.status]: response.schema
        ? jsonResponse(response.schema, response.description)
        : { description: response.description },
      ...errorResponses(...derivedErrors(description)),
    },
  });
  return route as unknown as DescribedRoute<D>; // TypeScript cannot relate the built object to conditional types over an unresolved D; route.test.ts checks they agree.
};
