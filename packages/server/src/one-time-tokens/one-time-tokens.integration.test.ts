import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createOneTimeTokenService } from './service';

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;
let mail: string;
let connectorId: string;
const redirectUri = 'http://localhost:5173/callback';

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Magic SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  // Sign-up by verified email only: the settings ask for an email connector to exist.
  mail = path.join(tmpdir(), `gatehouse-magic-${process.pid}.log`);
  const connector = await management.post('/api/connectors', { connectorId: 'dev-email', config: { filePath: mail } });
  expect(connector.status).toBe(201);
  connectorId = connector.body.id;
  const settings = await management.patch('/api/sign-in-exp', {
    signUp: { identifiers: ['email'], password: false, verify: true },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
});
afterAll(() => gh?.stop());

const createToken = async (email: string, extra: Record<string, unknown> = {}) => {
  const created = await management.post('/api/one-time-tokens', { email, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; token: string; status: string; expiresAt: number; createdAt: number };
};

describe('one-time tokens in the management API', () => {
  it('shows the token once, stores only its digest, and verifies it once', async () => {
    const created = await createToken('Magic@Example.com', { context: { campaign: 'spring' } });
    expect(created.token).toMatch(/^[\w-]{43}$/);
    expect(created.status).toBe('active');
    expect(created.expiresAt - created.createdAt).toBe(600_000);
    const listed = (await management.get('/api/one-time-tokens?email=magic@example.com')).body;
    expect(listed).toHaveLength(1);
    expect(listed[0].token).toBeUndefined();
    const stored = await gh.deps.database.system
      .selectFrom('oneTimeTokens')
      .select('tokenDigest')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenDigest).not.toContain(created.token);

    const wrongEmail = await management.post('/api/one-time-tokens/verify', {
      token: created.token,
      email: 'other@example.com',
    });
    expect(wrongEmail.status, JSON.stringify(wrongEmail.body)).toBe(404);
    const [first, second] = await Promise.all([
      management.post('/api/one-time-tokens/verify', { token: created.token, email: 'magic@example.com' }),
      management.post('/api/one-time-tokens/verify', { token: created.token, email: 'magic@example.com' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect([first.body, second.body].find((body) => body.code)?.code).toBe('one_time_token.consumed');
    expect([first.body, second.body].find((body) => !body.code)?.context).toEqual({ campaign: 'spring' });
  });

  it('emails the link through the email connector when asked, with the token and the email filled in', async () => {
    const created = await createToken('Link@Example.com', {
      sendEmail: { link: 'https://app.example/magic?token={token}&email={email}' },
    });
    const lines = (await readFile(mail, 'utf8')).trim().split('\n');
    const sent = JSON.parse(lines.at(-1) as string);
    expect(sent).toMatchObject({ to: 'link@example.com', type: 'SignIn', subject: 'Your sign-in link' });
    expect(sent.payload.link).toBe(
      `https://app.example/magic?token=${encodeURIComponent(created.token)}&email=link%40example.com`,
    );
    expect(sent.body).toContain(sent.payload.link.replaceAll('&', '&amp;')); // the SignIn template is HTML
    const verified = await management.post('/api/one-time-tokens/verify', {
      token: new URL(sent.payload.link).searchParams.get('token'),
      email: 'link@example.com',
    });
    expect(verified.status).toBe(200);

    for (const link of ['https://app.example/magic', 'javascript:alert(1)//{token}', '/relative?t={token}']) {
      const refused = await management.post('/api/one-time-tokens', { email: 'bad@example.com', sendEmail: { link } });
      expect(refused.status, link).toBe(400);
      expect(refused.body.code).toBe('guard.invalid_input');
    }
  });

  it('creates nothing when the link cannot be emailed: no email connector, or one the provider refuses', async () => {
    const countFor = async (email: string) => (await management.get(`/api/one-time-tokens?email=${email}`)).body.length;
    const sendEmail = { link: 'https://app.example/magic?token={token}', templateType: 'Register' };
    expect((await management.patch(`/api/connectors/${connectorId}`, { enabled: false })).status).toBe(200);
    try {
      const none = await management.post('/api/one-time-tokens', { email: 'none@example.com', sendEmail });
      expect(none.status).toBe(422);
      expect(none.body.code).toBe('one_time_token.no_email_connector');
    } finally {
      await management.patch(`/api/connectors/${connectorId}`, { enabled: true });
    }
    expect(await countFor('none@example.com')).toBe(0);

    // The connector's file path is inside a file: the provider refuses, the token goes away again.
    await management.patch(`/api/connectors/${connectorId}`, { config: { filePath: path.join(mail, 'inside.log') } });
    try {
      const refused = await management.post('/api/one-time-tokens', { email: 'refused@example.com', sendEmail });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('connector.invalid_config');
    } finally {
      await management.patch(`/api/connectors/${connectorId}`, { config: { filePath: mail } });
    }
    expect(await countFor('refused@example.com')).toBe(0);
  });

  it('revokes only an active token, and refuses an expired one', async () => {
    const revocable = await createToken('revoke@example.com');
    const revoked = await management.put(`/api/one-time-tokens/${revocable.id}/status`, { status: 'revoked' });
    expect(revoked.body.status).toBe('revoked');
    const again = await management.put(`/api/one-time-tokens/${revocable.id}/status`, { status: 'revoked' });
    expect(again.body.code).toBe('one_time_token.not_active');
    const refused = await management.post('/api/one-time-tokens/verify', {
      token: revocable.token,
      email: 'revoke@example.com',
    });
    expect(refused.body.code).toBe('one_time_token.revoked');

    const short = await createToken('late@example.com', { expiresIn: 60 });
    const later = createOneTimeTokenService(gh.deps, 'default', () => new Date(Date.now() + 120_000));
    await expect(later.verify(short.token, 'late@example.com')).rejects.toMatchObject({
      code: 'one_time_token.expired',
    });
    expect((await later.get(short.id)).status).toBe('expired');
    for (const body of [{ email: 'x@example.com', expiresIn: 10 }, { email: 'nope' }, { email: 'a@b.co', extra: 1 }]) {
      expect((await management.post('/api/one-time-tokens', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('magic links on the sign-in pages', () => {
  it('registers the person once, with the email verified; the link does not work twice', async () => {
    const { token } = await createToken('newcomer@magic.example');
    const attempt = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const identifier = { type: 'email', value: 'newcomer@magic.example' };
    const verified = await attempt.call('POST', '/api/experience/verification/one-time-token/verify', {
      token,
      identifier,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const identified = await attempt.call('POST', '/api/experience/identification', verified.body);
    expect(identified.status, JSON.stringify(identified.body)).toBe(201);
    const submitted = await attempt.call('POST', '/api/experience/submit');
    const tokens = await attempt.finish(submitted.body.redirectTo);
    const user = (await management.get(`/api/users/${tokens.claims()?.sub}`)).body;
    expect(user.primaryEmail).toBe('newcomer@magic.example');

    const reuse = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
    await reuse.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const refused = await reuse.call('POST', '/api/experience/verification/one-time-token/verify', {
      token,
      identifier,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('one_time_token.consumed');
  });

  it('signs an existing person in', async () => {
    const user = (await management.post('/api/users', { primaryEmail: 'member@magic.example' })).body;
    const { token } = await createToken('member@magic.example');
    const attempt = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
    await attempt.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const verified = await attempt.call('POST', '/api/experience/verification/one-time-token/verify', {
      token,
      identifier: { type: 'email', value: 'member@magic.example' },
    });
    expect((await attempt.call('POST', '/api/experience/identification', verified.body)).status).toBe(204);
    const submitted = await attempt.call('POST', '/api/experience/submit');
    expect((await attempt.finish(submitted.body.redirectTo)).claims()?.sub).toBe(user.id);
  });
});
