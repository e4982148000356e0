import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAuthFailureLimit } from '../platform/rate-limits';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';

let gh: TestGatehouse;
let app: { id: string; secret: string; resource: string };

beforeAll(async () => {
  // Behind a trusted proxy, so the test can speak for several client addresses (documentation range, RFC 5737).
  gh = await startTestGatehouse({ TRUST_PROXY: '1' });
  app = await createManagementApp(gh);
});
afterAll(() => gh?.stop());

const grant = (secret: string, address: string) =>
  fetch(`${gh.userUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.id}:${secret}`).toString('base64')}`,
      'x-forwarded-for': address,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: app.resource, scope: 'all' }),
  });

describe('failed client authentication limit', () => {
  it('blocks an address after repeated wrong secrets, even with the right one, and leaves other addresses alone', async () => {
    const attacker = '203.0.113.7';
    for (let attempt = 0; attempt < clientAuthFailureLimit.points; attempt++) {
      expect((await grant(`wrong-${attempt}`, attacker)).status).toBe(401);
    }
    // The counter is updated after the response; give it a moment.
    await expect
      .poll(async () => (await grant('wrong-again', attacker)).status, { timeout: 2000, interval: 50 })
      .toBe(429);

    const blocked = await grant(app.secret, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error: 'invalid_request' });

    const bystander = await grant(app.secret, '203.0.113.8');
    expect(bystander.status).toBe(200);
  });

  it('stores the failure counts in the database, shared by every instance', async () => {
    const rows = await gh.deps.database.system.selectFrom('attemptLimits').selectAll().execute();
    expect(rows.map((row) => row.key)).toContain('client-auth:default:203.0.113.7');
  });
});

describe('Experience API address limit', () => {
  it('refuses credential checks from one address after 60 in a minute, and not from another', async () => {
    const check = (address: string) =>
      fetch(`${gh.userUrl}/api/experience/verification/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ identifier: { type: 'username', value: 'someone' }, password: 'guess' }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) statuses.push((await check('198.51.100.20')).status);
    // Without an interaction each check is refused as such, but it still counts.
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await check('198.51.100.20');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('request.too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check('198.51.100.21')).status).toBe(404);
  });
});
