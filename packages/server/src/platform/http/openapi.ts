import { errorCodes } from '@gatehouse/schemas/errors';
import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context';

export const errorBodyGuard = z.object({
  code: z.enum(errorCodes as [string, ...string[]]),
  message: z.string(),
  data: z.unknown().optional(),
  details: z.string().optional(),
});

const statusDescriptions: Record<number, string> = {
  400: 'The request is invalid; `data` names the failing fields.',
  401: 'No valid bearer token.',
  403: 'The token lacks the required scope.',
  404: 'The entity does not exist.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  422: 'The request conflicts with existing data.',
  429: 'Too many requests or failed attempts; `Retry-After` says when to try again.',
  503: 'The database is not answering.',
};

/** OpenAPI error responses of a route; every authenticated route may also answer 401 and 403. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: statusDescriptions[status] ?? 'Error',
        content: { 'application/json': { schema: errorBodyGuard } },
      },
    ]),
  ) as Record<S, { description: string; content: { 'application/json': { schema: typeof errorBodyGuard } } }>;

export const jsonBody = <S extends z.ZodType>(schema: S, description = 'Request body') => ({
  required: true,
  description,
  content: { 'application/json': { schema } },
});

export const jsonResponse = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const authenticated = [{ bearerAuth: [] }];
/**
 * A route an end user calls on their own account (the Account API, `/api/my-account`): a bearer
 * JWT the tenant issued to one of its users for its Account API resource (auth.ts `accountAuth`),
 * never a management token.
 */
export const accountAuthenticated = [{ accountBearerAuth: [] }];
/**
 * A route a console user calls on the admin endpoint (the cloud API, `/api/tenants`,
 * `/api/invitations`): a bearer JWT the admin tenant issued to the user for the console profile
 * resource (auth.ts `consoleAuth`); what the user may do in a tenant is their tenant role's scopes.
 */
export const consoleAuthenticated = [{ consoleBearerAuth: [] }];
/**
 * A route anyone may call (the sign-in pages' API, well-known documents, status). Every other
 * route under /api needs a management token: anonymity is declared by the route, never implied
 * by its path (app/api.ts).
 */
export const anonymous: [] = [];

/**
 * A route with its own middleware (a rate limit), which runs for exactly the requests that reach
 * the route, however they were spelt.
 *
 * @example
 * app.openapi(withMiddleware(verifyPassword, passwordAttempts), handler);
 */
export const withMiddleware = <R extends RouteConfig>(route: R, ...middleware: MiddlewareHandler<AppEnv>[]): R => ({
  ...route,
  middleware,
});
