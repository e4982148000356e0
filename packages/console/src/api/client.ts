import type { z } from 'zod';
import { AuthRequiredError } from '../app/auth/access-tokens';
import { ApiRequestError, ApiUnreachableError, isForbiddenError } from './errors';

/** Default request timeout (spec §7). */
export const requestTimeoutMs = 20_000;

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
  signal?: AbortSignal;
};

export type ApiResponse<T> = { data: T; headers: Headers; status: number };

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
    const { message, details } = body as { message: string; details?: unknown };
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
 * @example
 * const me = await client.request('/me', { guard: meGuard });
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
      options.timeoutMs ?? requestTimeoutMs,
    );
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': options.language(),
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
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
      } else if (!(error.code && init.suppressErrorCodes?.includes(error.code))) {
        options.notify(message);
      }
      throw error;
    }

    const data = (init.guard ? init.guard.parse(body) : body) as T;
    return { data, headers: response.headers, status: response.status };
  };

  return {
    request,
    get: <T>(path: string, init?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, init).then(({ data }) => data),
    post: <T>(path: string, body: unknown, init?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'POST', body }).then(({ data }) => data),
    patch: <T>(path: string, body: unknown, init?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'PATCH', body }).then(({ data }) => data),
    put: <T>(path: string, body: unknown, init?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'PUT', body }).then(({ data }) => data),
    delete: (path: string, init?: Omit<RequestOptions<unknown>, 'method' | 'body'>) =>
      request(path, { ...init, method: 'DELETE' }).then(() => undefined),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
