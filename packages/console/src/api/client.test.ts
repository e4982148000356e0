import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthRequiredError } from '../app/auth/access-tokens';
import { type ApiClientOptions, createApiClient, shownAsNotFound } from './client';
import { ApiRequestError, ApiUnreachableError } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const setup = (
  answer: (url: URL, init: RequestInit) => Promise<Response> | Response,
  extra: Partial<ApiClientOptions> = {},
) => {
  const options = {
    baseUrl: 'https://admin.test',
    accessToken: vi.fn(async () => 'the-token'),
    language: () => 'de',
    translate: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
    notify: vi.fn(),
    onAuthRequired: vi.fn(),
    onForbidden: vi.fn(),
    fetch: vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => answer(url as URL, init ?? {})) as typeof fetch,
    ...extra,
  } satisfies ApiClientOptions;
  return { client: createApiClient(options), options };
};

afterEach(() => vi.useRealTimers());

describe('the console API client', () => {
  it('sends the bearer token and Accept-Language, and JSON bodies', async () => {
    let seen: { url: URL; init: RequestInit } | undefined;
    const { client } = setup((url, init) => {
      seen = { url, init };
      return json(200, { ok: true });
    });
    await expect(client.patch('/me/custom-data', { a: 1 })).resolves.toEqual({ ok: true });
    expect(seen?.url.href).toBe('https://admin.test/me/custom-data');
    expect(seen?.init.method).toBe('PATCH');
    expect(seen?.init.headers).toMatchObject({
      authorization: 'Bearer the-token',
      'accept-language': 'de',
      'content-type': 'application/json',
    });
    expect(seen?.init.body).toBe('{"a":1}');
  });

  it('uploads a file as multipart/form-data in the field file, leaving Content-Type to the browser', async () => {
    let seen: RequestInit | undefined;
    const { client } = setup((_url, init) => {
      seen = init;
      return json(201, { url: 'https://cdn.test/a.png' });
    });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await expect(client.upload('/api/user-assets', file)).resolves.toEqual({ url: 'https://cdn.test/a.png' });
    expect(seen?.method).toBe('POST');
    expect(seen?.headers).not.toHaveProperty('content-type');
    const body = seen?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('logo.png');
  });

  it("shows the server's message, with its details on a new line", async () => {
    const { client, options } = setup(() =>
      json(400, { code: 'guard.invalid_input', message: 'Invalid input.', details: 'name: too long' }),
    );
    const failure = await client.get('/api/roles').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'guard.invalid_input',
      message: 'Invalid input.\nname: too long',
    });
    expect(options.notify).toHaveBeenCalledWith('Invalid input.\nname: too long');
  });

  it("says 'unknown server error' for a JSON error without a message, and a status text for a non-JSON one", async () => {
    const first = setup(() => json(500, { oops: true }));
    await first.client.get('/api/roles').catch(() => undefined);
    expect(first.options.notify).toHaveBeenCalledWith('errors.unknown_server_error');

    const second = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await second.client.get('/api/roles').catch(() => undefined);
    expect(second.options.notify).toHaveBeenCalledWith('errors.http_status.502');

    const third = setup(() => new Response('teapot', { status: 418 }));
    await third.client.get('/api/roles').catch(() => undefined);
    expect(third.options.notify).toHaveBeenCalledWith('errors.http_status.other {"status":418}');
  });

  it('stays quiet for codes the caller handles itself', async () => {
    const { client, options } = setup(() => json(422, { code: 'user.username_already_in_use', message: 'Taken.' }));
    await expect(
      client.get('/api/roles', { suppressErrorCodes: ['user.username_already_in_use'] }),
    ).rejects.toMatchObject({
      status: 422,
    });
    expect(options.notify).not.toHaveBeenCalled();
  });

  it('stays quiet for a details read’s 404, which its page shows as not found, and only for that status', async () => {
    const { client, options } = setup(() => json(404, { code: 'role.not_found', message: 'Role does not exist.' }));
    await expect(client.get('/api/roles/{id}', { params: { id: 'gone' }, ...shownAsNotFound })).rejects.toMatchObject({
      status: 404,
    });
    expect(options.notify).not.toHaveBeenCalled();

    const failing = setup(() => json(400, { code: 'request.invalid', message: 'Bad.' }));
    await expect(failing.client.get('/api/roles/{id}', { params: { id: 'x' }, ...shownAsNotFound })).rejects.toThrow();
    expect(failing.options.notify).toHaveBeenCalledWith('Bad.');
  });

  it('restarts sign-in on 401 and when no token can be had, without a toast', async () => {
    const { client, options } = setup(() => json(401, { code: 'auth.unauthorized', message: 'No.' }));
    await expect(client.get('/api/roles')).rejects.toMatchObject({ status: 401 });
    expect(options.onAuthRequired).toHaveBeenCalledTimes(1);
    expect(options.notify).not.toHaveBeenCalled();

    const expired = setup(() => json(200, {}), {
      accessToken: vi.fn(async () => {
        throw new AuthRequiredError('invalid_grant');
      }),
    });
    await expect(expired.client.get('/api/roles')).rejects.toBeInstanceOf(AuthRequiredError);
    expect(expired.options.onAuthRequired).toHaveBeenCalledTimes(1);
  });

  it("hands 'Insufficient permissions.' and auth.forbidden to the sign-out alert, other 403s to a toast", async () => {
    const byMessage = setup(() => json(403, { message: 'Insufficient permissions.' }));
    await byMessage.client.get('/api/roles').catch(() => undefined);
    expect(byMessage.options.onForbidden).toHaveBeenCalledWith('Insufficient permissions.');
    expect(byMessage.options.notify).not.toHaveBeenCalled();

    const byCode = setup(() => json(403, { code: 'auth.forbidden', message: 'Nope.' }));
    await byCode.client.get('/api/roles').catch(() => undefined);
    expect(byCode.options.onForbidden).toHaveBeenCalledWith('Nope.');

    const other = setup(() =>
      json(403, { code: 'quota.exceeded', message: 'Status exception: Exceeded quota limit.' }),
    );
    await other.client.get('/api/roles').catch(() => undefined);
    expect(other.options.onForbidden).not.toHaveBeenCalled();
    expect(other.options.notify).toHaveBeenCalledWith('Status exception: Exceeded quota limit.');
  });

  it('gives up after 20 000 ms with a timeout message', async () => {
    vi.useFakeTimers();
    const { client, options } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = client.get('/api/roles').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(options.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const failure = await pending;
    expect(failure).toBeInstanceOf(ApiUnreachableError);
    expect(failure).toMatchObject({ reason: 'timeout' });
    expect(options.notify).toHaveBeenCalledWith('errors.request_timeout');
  });

  it('parses and strips the answer with the given guard', async () => {
    const { z } = await import('zod');
    const { client } = setup(() => json(200, { id: 'u1', passwordEncrypted: 'secret' }));
    await expect(client.get('/me', { guard: z.object({ id: z.string() }) })).resolves.toEqual({ id: 'u1' });
  });

  it('fills path parameters, each URL-encoded, and sends the query', async () => {
    let seen: URL | undefined;
    const { client } = setup((url) => {
      seen = url;
      return json(200, []);
    });
    await client.get('/api/roles/{id}/users', { params: { id: 'r/1 x' }, query: { page: '2', page_size: undefined } });
    expect(seen?.href).toBe('https://admin.test/api/roles/r%2F1%20x/users?page=2');
  });
});
