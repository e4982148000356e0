import type { z } from 'zod';
import { AuthRequiredError } from '../app/auth/access-tokens';
import { ApiRequestError, ApiUnreachableError, isForbiddenError } from './errors';
import {
  fillPath,
  type Method,
  type ParamsOption,
  type PathOf,
  type QueryParams,
  type RequestBody,
  type UploadPath,
} from './paths';

/** Default request timeout (spec §7). */
export const requestTimeoutMs = 20_000;
/** An upload's timeout: 20 MB needs longer than a JSON call on a slow line. */
export const uploadTimeoutMs = 120_000;

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type ApiClientOptions = {
  baseUrl: string;
  /** The bearer token; throws AuthRequiredError when only signing in again helps. */
  accessToken: () => Promise<string>;
  language: () => string;
  translate: Translate;
  /** Shows an error to the user (a toast). */
  notify: (message: string) => void;
  /** HTTP 401 or an unusable session: sign in again (spec §8). */
  onAuthRequired: () => void;
  /** 'Insufficient permissions.' / `auth.forbidden`: alert with the server message, then sign out. */
  onForbidden: (message: string) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Parses (and strips) the answer; without it the body is returned as is. */
  guard?: z.ZodType<T>;
  /** Error codes the caller handles itself: no toast for them (spec §8). */
  suppressErrorCodes?: readonly string[];
  /** Statuses the caller shows itself, such as a details page's 404 (its not-found state): no toast. */
  quietStatuses?: readonly number[];
  signal?: AbortSignal;
  timeoutMs?: number;
};

export type ApiResponse<T> = { data: T; headers: Headers; status: number };

/** A typed call's options: `params` fills the path's `{name}` parameters (required when it has any). */
export type CallOptions<P extends PathOf<M>, M extends Method, T> = Omit<
  RequestOptions<T>,
  'method' | 'body' | 'query'
> &
  ParamsOption<P, M> & { query?: QueryParams<P, M> };

type UntypedCallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'query'> & {
  params?: Record<string, string>;
  query?: RequestOptions<T>['query'];
};

/** The options argument, optional when the path has no parameters. */
export type CallArgs<P extends PathOf<M>, M extends Method, T> = undefined extends ParamsOption<P, M>['params']
  ? [options?: CallOptions<P, M, T>]
  : [options: CallOptions<P, M, T>];

/** Statuses with their own text for answers that are not JSON; others get a generic one naming the status. */
const describedStatuses = new Set([400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503, 504]);

/** The message of a failed answer (spec §8): the server's message and details, else a status-based text. */
export const errorMessageOf = (status: number, body: unknown, translate: Translate, isJson: boolean) => {
  if (!isJson) {
    return describedStatuses.has(status)
      ? translate(`errors.http_status.${status}`)
      : translate('errors.http_status.other', { status });
  }
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const { message, details, code, data } = body as {
      message: string;
      details?: unknown;
      code?: unknown;
      data?: unknown;
    };
    // The plan's refusal (spec §8): the message, then JSON whose keys name the exceeded quotas.
    if (code === 'subscription.quota_exceeded' && data && typeof data === 'object') {
      return `${message} ${JSON.stringify(data)}`;
    }
    return typeof details === 'string' && details ? `${message}\n${details}` : message;
  }
  return translate('errors.unknown_server_error');
};

/**
 * The console's typed fetch client (spec §7): bearer token, `Accept-Language`,
 * a 20 s timeout, JSON in and out, and one place that turns failures into
 * what the user sees — a toast with the server's message, a fresh sign-in on
 * 401, sign-out after 'Insufficient permissions.'.
 *
 * Paths and bodies are checked against the OpenAPI document (`openapi.gen.ts`); answers are
 * parsed by the guard each call passes.
 *
 * @example
 * const me = await client.get('/me', { guard: meGuard });
 * const role = await client.get('/api/roles/{id}', { params: { id }, guard: roleGuard });
 */
export const createApiClient = (options: ApiClientOptions) => {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  const request = async <T = unknown>(path: string, init: RequestOptions<T> = {}): Promise<ApiResponse<T>> => {
    const url = new URL(path.replace(/^\//, ''), `${options.baseUrl.replace(/\/+$/, '')}/`);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }

    let token: string;
    try {
      token = await options.accessToken();
    } catch (error) {
      if (error instanceof AuthRequiredError) options.onAuthRequired();
      throw error;
    }

    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('request timed out', 'TimeoutError')),
      init.timeoutMs ?? options.timeoutMs ?? requestTimeoutMs,
    );
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    // A form (an upload) goes as multipart/form-data, whose boundary the browser writes into Content-Type.
    const isForm = init.body instanceof FormData;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': options.language(),
          accept: 'application/json',
          ...(init.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal,
      });
    } catch (error) {
      clearTimeout(timer);
      if (init.signal?.aborted) throw error;
      const reason = timeout.signal.aborted ? 'timeout' : 'network';
      options.notify(options.translate(reason === 'timeout' ? 'errors.request_timeout' : 'errors.network_error'));
      throw new ApiUnreachableError(reason, { cause: error });
    }

    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    // The timeout covers the body too: a server can stall after the headers.
    const text = response.status === 204 ? '' : await response.text().finally(() => clearTimeout(timer));
    clearTimeout(timer);
    let body: unknown;
    try {
      body = isJson && text ? JSON.parse(text) : text || undefined;
    } catch {
      body = text;
    }

    if (!response.ok) {
      const message = errorMessageOf(response.status, body, options.translate, isJson && typeof body === 'object');
      const code = (body as { code?: unknown } | undefined)?.code;
      const error = new ApiRequestError(response.status, message, typeof code === 'string' ? code : undefined, body);
      if (response.status === 401) {
        options.onAuthRequired();
      } else if (isForbiddenError(error)) {
        options.onForbidden(message);
      } else if (
        !(error.code && init.suppressErrorCodes?.includes(error.code)) &&
        !init.quietStatuses?.includes(response.status)
      ) {
        options.notify(message);
      }
      throw error;
    }

    const data = (init.guard ? init.guard.parse(body) : body) as T;
    return { data, headers: response.headers, status: response.status };
  };

  // The typed signatures below check path, params, query and body; the call itself is the same for all.
  const call = <T>(method: Method, path: string, options: unknown, body?: unknown) => {
    const { params, ...init } = (options ?? {}) as UntypedCallOptions<T>;
    return request<T>(fillPath(path, params), {
      ...init,
      method: method.toUpperCase() as Uppercase<Method>,
      body,
    });
  };

  return {
    /** A GET with its headers and status (lists read `Total-Number`). */
    getResponse: <P extends PathOf<'get'>, T = unknown>(path: P, ...[options]: CallArgs<P, 'get', T>) =>
      call<T>('get', path, options),
    get: <P extends PathOf<'get'>, T = unknown>(path: P, ...[options]: CallArgs<P, 'get', T>) =>
      call<T>('get', path, options).then(({ data }) => data),
    post: <P extends PathOf<'post'>, T = unknown>(
      path: P,
      body: RequestBody<P, 'post'>,
      ...[options]: CallArgs<P, 'post', T>
    ) => call<T>('post', path, options, body).then(({ data }) => data),
    patch: <P extends PathOf<'patch'>, T = unknown>(
      path: P,
      body: RequestBody<P, 'patch'>,
      ...[options]: CallArgs<P, 'patch', T>
    ) => call<T>('patch', path, options, body).then(({ data }) => data),
    put: <P extends PathOf<'put'>, T = unknown>(
      path: P,
      body: RequestBody<P, 'put'>,
      ...[options]: CallArgs<P, 'put', T>
    ) => call<T>('put', path, options, body).then(({ data }) => data),
    delete: <P extends PathOf<'delete'>>(path: P, ...[options]: CallArgs<P, 'delete', unknown>) =>
      call('delete', path, options).then(() => undefined),
    /** POSTs one file as multipart/form-data in the field `file`, with a longer timeout. */
    upload: <P extends UploadPath, T = unknown>(path: P, file: Blob, ...[options]: CallArgs<P, 'post', T>) => {
      const form = new FormData();
      form.append('file', file);
      return call<T>('post', path, { timeoutMs: uploadTimeoutMs, ...options }, form).then(({ data }) => data);
    },
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

/** A tenant's management API client with the tenant's id, what tenant queries and mutations are built from. */
export type TenantApi = { tenantId: string; client: ApiClient };

/** For the read behind a details page, which shows a 404 as its not-found state (DetailsPage): no toast. */
export const shownAsNotFound = { quietStatuses: [404] } as const;
