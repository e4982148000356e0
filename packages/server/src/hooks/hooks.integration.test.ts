import { createHmac } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { startHookReceiver } from '../test/hook-receiver';
import { api, managementToken } from '../test/oidc-client';
import { sendHookRequest } from './sender';
import { createHookService } from './service';
import { createHookWorker } from './worker';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let receiver: Awaited<ReturnType<typeof startHookReceiver>>;

beforeAll(async () => {
  // Tests deliver to a receiver on loopback over http: both allowed explicitly.
  gh = await startTestGatehouse({ GATEHOUSE_HOOKS_ALLOW_HTTP: '1', GATEHOUSE_OUTBOUND_PRIVATE: '1' });
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  receiver = await startHookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await gh?.stop();
});
afterEach(() => {
  vi.useRealTimers();
  receiver.respondWith(() => 200);
});

let count = 0;
const createHook = async (body: Record<string, unknown> = {}) => {
  const response = await http.post('/api/hooks', {
    name: `Hook ${++count}`,
    events: ['User.Created'],
    config: { url: receiver.url, retries: 0 },
    ...body,
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; signingKey: string };
};
const createUser = async () => {
  const response = await http.post('/api/users', { username: `hook_user_${++count}` });
  expect(response.status).toBe(201);
  return response.body as { id: string };
};
const requestsFor = (hookId: string) => receiver.received.filter((request) => request.json.hookId === hookId);

describe('webhooks', () => {
  it('creates, reads with its signing key, updates, regenerates the key and deletes a hook', async () => {
    const hook = await createHook({ config: { url: receiver.url, headers: { 'x-tenant': 'a' }, retries: 2 } });
    expect(hook.signingKey).toMatch(/^[\w-]{43}$/);
    const read = await http.get(`/api/hooks/${hook.id}`);
    expect(read.body).toMatchObject({ id: hook.id, signingKey: hook.signingKey, enabled: true });
    expect(read.body.config).toEqual({ url: receiver.url, headers: { 'x-tenant': 'a' }, retries: 2 });
    const list = await http.get('/api/hooks?includeExecutionStats=true');
    const listed = list.body.find((item: { id: string }) => item.id === hook.id);
    expect(listed).toMatchObject({ executionStats: { requestCount: 0, successCount: 0 } });
    expect(listed.signingKey).toBeUndefined();

    const patched = await http.patch(`/api/hooks/${hook.id}`, { name: 'Renamed', enabled: false });
    expect(patched.body).toMatchObject({ name: 'Renamed', enabled: false });
    const regenerated = await http.patch(`/api/hooks/${hook.id}/signing-key`);
    expect(regenerated.body.signingKey).not.toBe(hook.signingKey);

    const stored = await gh.deps.database.system
      .selectFrom('hooks')
      .select('signingKey')
      .where('id', '=', hook.id)
      .executeTakeFirstOrThrow();
    expect(stored.signingKey).not.toContain(regenerated.body.signingKey);

    expect((await http.delete(`/api/hooks/${hook.id}`)).status).toBe(204);
    expect((await http.get(`/api/hooks/${hook.id}`)).body.code).toBe('hook.not_found');
  });

  it('refuses hostile hooks with a 400 and a code', async () => {
    for (const body of [
      { events: [] },
      { events: ['Nope.Happened'] },
      { config: { url: 'ftp://example.com', retries: 0 } },
      { config: { url: receiver.url, retries: 4 } },
      { config: { url: receiver.url, headers: { 'bad header': 'x' } } },
      { config: { url: receiver.url, headers: { 'x-a': 'line\r\nbreak' } } },
    ]) {
      const response = await http.post('/api/hooks', {
        name: 'Bad',
        events: ['User.Created'],
        config: { url: receiver.url },
        ...body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('guard.invalid_input');
    }
  });

  it('requires https and refuses private addresses when the settings say so', async () => {
    const strict = createHookService(
      {
        ...gh.deps,
        config: { ...gh.deps.config, hooksAllowHttp: false, outbound: { allowPrivate: false, allowHosts: [] } },
      },
      'default',
    );
    const create = (url: string) =>
      strict.create({ name: 'x', events: ['User.Created'], enabled: true, config: { url, headers: {}, retries: 0 } });
    await expect(create('http://example.com/hook')).rejects.toMatchObject({ code: 'hook.insecure_url' });
    for (const url of [
      'https://127.0.0.1/h',
      'https://10.1.2.3/h',
      'https://[::1]/h',
      'https://169.254.169.254/',
      'https://localhost/h',
    ]) {
      await expect(create(url), url).rejects.toMatchObject({ code: 'hook.private_address' });
    }
    // A delivery to an internal host is refused when the request is made, too (a host name that
    // resolves to one is refused by the lookup: platform/outbound.test.ts).
    const result = await sendHookRequest({
      url: receiver.url.replace('127.0.0.1', 'localhost'),
      body: '{}',
      signingKey: 'k',
      headers: {},
      idempotencyId: 'i',
      timeoutMs: 2000,
      outbound: { allowPrivate: false, allowHosts: [] },
    });
    expect(result).toMatchObject({ success: false, error: expect.stringContaining('internal addresses') });
  });

  it('delivers a signed event with an idempotency id, and logs the attempt', async () => {
    const hook = await createHook({ config: { url: receiver.url, headers: { 'x-custom': 'yes' }, retries: 0 } });
    const user = await createUser();
    await gh.settle();
    const [request] = requestsFor(hook.id);
    expect(request?.json).toMatchObject({
      hookId: hook.id,
      event: 'User.Created',
      userId: user.id,
      id: expect.any(String),
    });
    expect(request?.headers['gatehouse-signature-sha-256']).toBe(
      createHmac('sha256', hook.signingKey)
        .update(request?.body ?? '')
        .digest('hex'),
    );
    expect(request?.headers['idempotency-key']).toBe(request?.json.id);
    expect(request?.headers['x-custom']).toBe('yes');

    const logs = await http.get(`/api/hooks/${hook.id}/recent-logs`);
    expect(logs.headers.get('total-number')).toBe('1');
    expect(logs.body[0]).toMatchObject({
      event: 'User.Created',
      result: 'Success',
      attempt: 1,
      deliveryStatus: 'Success',
      response: { status: 200, body: 'ok' },
      request: { url: receiver.url, body: request?.json },
    });
    const stats = await http.get('/api/hooks?includeExecutionStats=true');
    expect(stats.body.find((item: { id: string }) => item.id === hook.id).executionStats).toEqual({
      requestCount: 1,
      successCount: 1,
    });
  });

  it('retries a failing receiver with exponential backoff, then gives up', async () => {
    const hook = await createHook({ config: { url: receiver.url, retries: 2 } });
    receiver.respondWith((request) => (request.json.hookId === hook.id ? 500 : 200));
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await createUser();
    await gh.settle();
    expect(requestsFor(hook.id)).toHaveLength(1);
    // The first retry waits 1 s, the second 2 s: nothing is sent before.
    vi.setSystemTime(start + 900);
    await gh.settle();
    expect(requestsFor(hook.id)).toHaveLength(1);
    vi.setSystemTime(start + 1_100);
    await gh.settle();
    expect(requestsFor(hook.id)).toHaveLength(2);
    vi.setSystemTime(start + 2_900);
    await gh.settle();
    expect(requestsFor(hook.id)).toHaveLength(2);
    vi.setSystemTime(start + 3_200);
    await gh.settle();
    expect(requestsFor(hook.id)).toHaveLength(3);
    vi.setSystemTime(start + 60_000);
    await gh.settle();
    expect(requestsFor(hook.id)).toHaveLength(3);
    expect(new Set(requestsFor(hook.id).map((request) => request.json.id)).size).toBe(1);

    const logs = await http.get(`/api/hooks/${hook.id}/recent-logs?result=Error`);
    expect(logs.body.map((log: { attempt: number }) => log.attempt)).toEqual([3, 2, 1]);
    expect(logs.body[0]).toMatchObject({
      deliveryStatus: 'Failed',
      response: { status: 500, body: 'receiver failed' },
    });
  });

  it('replays a past delivery with the same payload', async () => {
    const hook = await createHook();
    await createUser();
    await gh.settle();
    const [log] = (await http.get(`/api/hooks/${hook.id}/recent-logs`)).body;
    const replay = await http.post(`/api/hooks/${hook.id}/recent-logs/${log.id}/replay`);
    expect(replay.status).toBe(201);
    await gh.settle();
    const [first, second] = requestsFor(hook.id);
    expect(second?.body).toBe(first?.body);
    expect((await http.get(`/api/hooks/${hook.id}/recent-logs`)).headers.get('total-number')).toBe('2');
    expect((await http.post(`/api/hooks/${hook.id}/recent-logs/nope/replay`)).body.code).toBe('hook_log.not_found');
  });

  it('sends a test request and answers what the receiver said', async () => {
    const hook = await createHook();
    const result = await http.post(`/api/hooks/${hook.id}/test`, {});
    expect(result.body).toMatchObject({ result: 'Success', response: { status: 200, body: 'ok' } });
    expect(requestsFor(hook.id).at(-1)?.json).toMatchObject({ test: true, event: 'User.Created' });
  });

  it('delivers each event once however many workers claim at the same time', async () => {
    const hook = await createHook();
    const before = requestsFor(hook.id).length;
    await gh.deps.events.drain();
    const worker = () => createHookWorker({ ...gh.deps, logger: pino({ level: 'silent' }) });
    for (let index = 0; index < 12; index++) await createUser();
    await gh.deps.events.drain();
    await Promise.all([gh.deps.hooks.drain(), worker().drain(), worker().drain(), worker().drain()]);
    await gh.settle();
    const ids = requestsFor(hook.id)
      .slice(before)
      .map((request) => request.json.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it("delivers the sign-in pages' PostRegister event, with its audit record", async () => {
    const hook = await createHook({ events: ['PostRegister'] });
    await gh.deps.database.withTenant('default', (trx) =>
      gh.deps.events.emit(trx, {
        event: 'PostRegister',
        userId: 'u1',
        interactionEvent: 'Register',
        ip: '203.0.113.9',
      }),
    );
    await gh.settle();
    expect(requestsFor(hook.id).map((request) => request.json)).toEqual([
      expect.objectContaining({ event: 'PostRegister', userId: 'u1', interactionEvent: 'Register' }),
    ]);
    const logs = await http.get('/api/logs?logKey=TriggerHook.PostRegister');
    expect(logs.body[0]?.payload).toMatchObject({ result: 'Success', userId: 'u1', ip: '203.0.113.9' });
  });
});
