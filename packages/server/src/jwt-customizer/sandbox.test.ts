import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtSandbox, JwtScriptError } from './sandbox';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ path: request.url, plan: 'enterprise' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const input = { token: {}, context: { user: { id: 'u1' } }, environmentVariables: {} };
const fetching = (url: string) => `const getCustomJwtClaims = async () => {
  const response = await fetch(${JSON.stringify(url)});
  return { status: response.status, body: await response.json() };
};`;

describe('the custom JWT sandbox', () => {
  it('has no fetch at all unless origins are allowed', async () => {
    const sandbox = createJwtSandbox();
    await expect(sandbox.runOnce(fetching(`${origin}/plan`), input)).rejects.toThrow(/fetch is not defined/);
    sandbox.close();
  });

  it('fetches from an allowed origin only, over a local server speaking HTTP', async () => {
    const sandbox = createJwtSandbox({ fetchAllowList: [origin] });
    expect(await sandbox.runOnce(fetching(`${origin}/plan?user=u1`), input)).toEqual({
      status: 200,
      body: { path: '/plan?user=u1', plan: 'enterprise' },
    });
    const refused = sandbox.runOnce(fetching('http://127.0.0.2:9/elsewhere'), input);
    await expect(refused).rejects.toBeInstanceOf(JwtScriptError);
    await expect(refused).rejects.toThrow(/not on the allow-list/);
    sandbox.close();
  });

  it('reuses the loaded script for a key until its text changes, and loads it anew after a timeout', async () => {
    const sandbox = createJwtSandbox();
    const counting = 'let calls = 0; const getCustomJwtClaims = () => ({ calls: ++calls });';
    expect(await sandbox.run('t:access-token', counting, input)).toEqual({ calls: 1 });
    expect(await sandbox.run('t:access-token', counting, input)).toEqual({ calls: 2 });
    const looping = 'const getCustomJwtClaims = () => { for (;;) {} };';
    await expect(sandbox.run('t:access-token', looping, input)).rejects.toThrow(/longer than 1000 ms/);
    expect(await sandbox.run('t:access-token', counting, input)).toEqual({ calls: 1 });
    sandbox.close();
  });
});
