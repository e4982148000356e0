import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { fakeCaptchaTokens, startCaptchaServer } from '../test/captcha-server';
import { startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

const secret = 'fake-turnstile-secret-0123456789';
const projectId = 'gatehouse-test-project';
const redirectUri = 'http://localhost:5173/callback';
let gh: TestGatehouse;
let fake: Awaited<ReturnType<typeof startCaptchaServer>>;
let management: ReturnType<typeof api>;
let appId: string;

const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
const start = async (body: Record<string, unknown>) => (await flow()).call('PUT', '/api/experience', body);

beforeAll(async () => {
  fake = await startCaptchaServer({ secret, projectId });
  gh = await startTestGatehouse({ GATEHOUSE_TURNSTILE_URL: fake.url, GATEHOUSE_RECAPTCHA_URL: fake.url });
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Captcha SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
});
afterAll(async () => {
  await gh?.stop();
  await fake?.close();
});

describe('the CAPTCHA provider', () => {
  it('is 404 until set, and is kept with its secret sealed and never answered', async () => {
    expect((await management.get('/api/captcha-provider')).body.code).toBe('captcha_provider.not_found');
    const put = await management.put('/api/captcha-provider', {
      type: 'Turnstile',
      siteKey: 'site-1',
      secretKey: secret,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ type: 'Turnstile', siteKey: 'site-1', projectId: null });
    expect(JSON.stringify(put.body)).not.toContain(secret);
    const got = await management.get('/api/captcha-provider');
    expect(got.body).toEqual(put.body);
    const row = await gh.deps.database.system.selectFrom('captchaProviders').selectAll().executeTakeFirstOrThrow();
    expect(row.secretKey).not.toContain(secret);
    expect(gh.deps.box.decrypt(row.secretKey)).toBe(secret);
  });

  it('refuses a reCAPTCHA Enterprise provider without a project id, or with a field of another provider', async () => {
    const missing = await management.put('/api/captcha-provider', {
      type: 'RecaptchaEnterprise',
      siteKey: 'site-2',
      secretKey: secret,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('guard.invalid_input');
    const extra = await management.put('/api/captcha-provider', {
      type: 'Turnstile',
      siteKey: 'site-2',
      secretKey: secret,
      projectId,
    });
    expect(extra.status).toBe(400);
    expect((await management.get('/api/captcha-provider')).body.siteKey).toBe('site-1');
  });
});

describe('sign-in and registration with Turnstile', () => {
  beforeAll(async () => {
    await management.put('/api/captcha-provider', { type: 'Turnstile', siteKey: 'site-1', secretKey: secret });
    expect((await management.patch('/api/sign-in-exp', { captchaPolicy: { enabled: true } })).status).toBe(200);
  });

  it('gives the sign-in pages the widget and its script from the configured URL', async () => {
    const settings = await api(gh.userUrl).get('/api/.well-known/sign-in-exp');
    expect(settings.body.captcha).toEqual({
      type: 'Turnstile',
      siteKey: 'site-1',
      scriptUrl: `${fake.url}/turnstile/v0/api.js`,
    });
  });

  it('refuses a start without a token (400) or with one Turnstile rejects (422), and accepts a good one', async () => {
    const missing = await start({ interactionEvent: 'SignIn' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('session.captcha_required');
    const rejected = await start({ interactionEvent: 'Register', captchaToken: fakeCaptchaTokens.fail });
    expect(rejected.status).toBe(422);
    expect(rejected.body.code).toBe('session.captcha_failed');
    expect(rejected.body.message.length).toBeGreaterThan(5);
    const passed = await start({ interactionEvent: 'SignIn', captchaToken: fakeCaptchaTokens.pass });
    expect(passed.status).toBe(204);
    const asked = new URLSearchParams(fake.requests.filter((r) => r.path.includes('siteverify')).at(-1)?.body);
    expect(asked.get('secret')).toBe(secret);
    expect(asked.get('response')).toBe(fakeCaptchaTokens.pass);
    expect(asked.get('remoteip')).toBeTruthy();
  });

  it('lets nobody through while the provider is down', async () => {
    fake.setDown(true);
    try {
      const response = await start({ interactionEvent: 'SignIn', captchaToken: fakeCaptchaTokens.pass });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'session.captcha_failed', data: { reason: 'unavailable' } });
    } finally {
      fake.setDown(false);
    }
  });
});

describe('reCAPTCHA Enterprise', () => {
  beforeAll(async () => {
    const put = await management.put('/api/captcha-provider', {
      type: 'RecaptchaEnterprise',
      siteKey: 'site-3',
      secretKey: secret,
      projectId,
    });
    expect(put.body).toMatchObject({ type: 'RecaptchaEnterprise', projectId });
  });

  it('accepts a valid token with a good score, refuses an invalid one and a bot score', async () => {
    expect((await start({ interactionEvent: 'SignIn', captchaToken: fakeCaptchaTokens.pass })).status).toBe(204);
    const invalid = await start({ interactionEvent: 'SignIn', captchaToken: fakeCaptchaTokens.fail });
    expect(invalid.body.code).toBe('session.captcha_failed');
    const bot = await start({ interactionEvent: 'Register', captchaToken: fakeCaptchaTokens.bot });
    expect(bot.body).toMatchObject({ code: 'session.captcha_failed', data: { reason: 'rejected' } });
    const asked = fake.requests.filter((r) => r.path.includes('/assessments')).at(-1);
    expect(asked?.path).toBe(`/v1/projects/${projectId}/assessments?key=${secret}`);
    expect(JSON.parse(asked?.body ?? '{}').event).toMatchObject({ token: fakeCaptchaTokens.bot, siteKey: 'site-3' });
  });

  it('asks nothing once the policy is off, and nothing once the provider is deleted', async () => {
    await management.patch('/api/sign-in-exp', { captchaPolicy: { enabled: false } });
    expect((await start({ interactionEvent: 'SignIn' })).status).toBe(204);
    expect((await api(gh.userUrl).get('/api/.well-known/sign-in-exp')).body.captcha).toBeNull();
    await management.patch('/api/sign-in-exp', { captchaPolicy: { enabled: true } });
    expect((await management.delete('/api/captcha-provider')).status).toBe(204);
    expect((await management.delete('/api/captcha-provider')).status).toBe(404);
    expect((await start({ interactionEvent: 'SignIn' })).status).toBe(204);
    await management.patch('/api/sign-in-exp', { captchaPolicy: { enabled: false } });
  });
});
