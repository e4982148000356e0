import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtInConnectors } from '@gatehouse/connectors/index';
import { getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installOutboundPolicy } from '../platform/outbound';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { createConnectorService } from './service';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let folder: string;

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  folder = await mkdtemp(path.join(tmpdir(), 'gatehouse-connectors-'));
});
afterAll(async () => {
  await gh?.stop();
  await rm(folder, { recursive: true, force: true });
});

type Line = { to: string; type: string; subject?: string; body: string; payload: { code?: string; link?: string } };
const linesOf = async (file: string): Promise<Line[]> =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

describe('connector factories', () => {
  it('lists the built-in connectors with their config forms, and refuses an unknown one', async () => {
    const list = await http.get('/api/connector-factories');
    expect(list.status).toBe(200);
    const ids = list.body.map((factory: { id: string }) => factory.id);
    expect(ids).toEqual(expect.arrayContaining(['dev-email', 'dev-sms']));
    const devEmail = (await http.get('/api/connector-factories/dev-email')).body;
    expect(devEmail).toMatchObject({ id: 'dev-email', type: 'email', platform: null, target: null });
    expect(devEmail.configForm.map((field: { key: string }) => field.key)).toEqual(['filePath']);
    expect(devEmail.name.de).toBeTruthy();
    const unknown = await http.get('/api/connector-factories/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('connector.factory_not_found');
  });

  it('answers the setup guide in the language of Accept-Language, else in English', async () => {
    const guides = (id: string) => builtInConnectors.find((connector) => connector.metadata.id === id)?.metadata.readme;
    const github = await http.get('/api/connector-factories/github', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(github.headers.get('vary')).toMatch(/accept-language/i);
    expect(github.body.readme).toBe(guides('github')?.de);
    expect(github.body.readme).not.toBe(guides('github')?.en);
    const list = await http.get('/api/connector-factories', { 'accept-language': 'de' });
    const smtp = list.body.find((factory: { id: string }) => factory.id === 'smtp');
    expect(smtp.readme).toBe(guides('smtp')?.de);
    expect((await http.get('/api/connector-factories/github', { 'accept-language': 'en' })).body.readme).toBe(
      guides('github')?.en,
    );
    for (const header of ['xx-YY', 'nl;q=1', '']) {
      const fallback = await http.get('/api/connector-factories/github', { 'accept-language': header });
      expect(fallback.body.readme, header).toBe(guides('github')?.en);
    }
  });
});

describe('connectors', () => {
  let emailFile: string;
  let emailConnectorId: string;

  it('creates an email connector, checks its config by its schema, and keeps one email connector per tenant', async () => {
    emailFile = path.join(folder, 'mail.log');
    const badConfig = await http.post('/api/connectors', {
      connectorId: 'dev-email',
      config: { filePath: 'mail.txt' },
    });
    expect(badConfig.status).toBe(400);
    expect(badConfig.body.code).toBe('connector.invalid_config');
    expect(badConfig.body.data.issues[0].field).toBe('filePath');
    const unknown = await http.post('/api/connectors', { connectorId: 'no-such-thing', config: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('connector.factory_not_found');

    const created = await http.post('/api/connectors', { connectorId: 'dev-email', config: { filePath: emailFile } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      connectorId: 'dev-email',
      type: 'email',
      enabled: true,
      syncProfile: false,
      config: { filePath: emailFile },
    });
    emailConnectorId = created.body.id;

    const second = await http.post('/api/connectors', { connectorId: 'dev-email', config: {} });
    expect(second.status).toBe(422);
    expect(second.body.code).toBe('connector.type_in_use');
    const list = await http.get('/api/connectors?type=email');
    expect(list.body.map((connector: { id: string }) => connector.id)).toEqual([emailConnectorId]);
  });

  it('stores the config sealed, never as readable JSON', async () => {
    const row = await gh.deps.database.withTenant('default', (trx) =>
      trx.selectFrom('connectors').select('config').where('id', '=', emailConnectorId).executeTakeFirstOrThrow(),
    );
    expect(row.config).toMatch(/^v1\./);
    expect(row.config).not.toContain('mail.log');
  });

  it('keeps only one email connector even when two are created at once', async () => {
    const sms = await Promise.all(
      [1, 2, 3].map(() => http.post('/api/connectors', { connectorId: 'dev-sms', config: {} })),
    );
    expect(sms.map((response) => response.status).sort()).toEqual([201, 422, 422]);
    const list = await http.get('/api/connectors?type=sms');
    expect(list.body).toHaveLength(1);
    expect((await http.delete(`/api/connectors/${list.body[0].id}`)).status).toBe(204);
    expect((await http.get(`/api/connectors/${list.body[0].id}`)).status).toBe(404);
  });

  it('sends a test message with an unsaved config, and answers a refusal with a connector error', async () => {
    const testFile = path.join(folder, 'test.log');
    const sent = await http.post('/api/connectors/dev-email/test', {
      email: 'ada@example.com',
      config: { filePath: testFile },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(204);
    const [line] = await linesOf(testFile);
    expect(line).toMatchObject({ to: 'ada@example.com', type: 'Generic', subject: 'Your verification code' });
    expect(line?.payload.code).toMatch(/^\d{6}$/);
    expect(line?.body).toContain(line?.payload.code);

    const noRecipient = await http.post('/api/connectors/dev-email/test', { config: { filePath: testFile } });
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.body.code).toBe('connector.insufficient_request_parameters');
    // The folder is a file: the connector cannot write, and says which field is wrong.
    const refused = await http.post('/api/connectors/dev-email/test', {
      email: 'ada@example.com',
      config: { filePath: path.join(testFile, 'inside.log') },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('connector.invalid_config');
    expect(refused.body.data.field).toBe('filePath');
  });

  it('refuses to send to an internal address when the outbound policy keeps requests off the network', async () => {
    const previous = getGlobalDispatcher();
    // As `main.ts` installs it in the cloud edition; the test's own calls go to `localhost`.
    installOutboundPolicy({ allowPrivate: false, allowHosts: ['localhost'] });
    try {
      const refused = await http.post('/api/connectors/http-email/test', {
        email: 'ada@example.com',
        config: { url: 'http://127.0.0.1:8025/send', headers: {} },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('connector.general');
      expect(JSON.stringify(refused.body)).toContain('internal network address');
    } finally {
      setGlobalDispatcher(previous);
    }
  });

  it('keeps an SMTP connector off internal addresses under the same policy (it opens its own connection)', async () => {
    const guarded = { ...gh.deps, config: { ...gh.deps.config, outbound: { allowPrivate: false, allowHosts: [] } } };
    const smtp = { host: '127.0.0.1', port: 2525, security: 'none', fromAddress: 'no-reply@example.com' };
    const error = await createConnectorService(guarded, 'default')
      .test('smtp', { email: 'ada@example.com', config: smtp })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'connector.invalid_config', data: { field: 'host' } });
    expect(JSON.stringify(error)).toContain('internal network address');
  });

  it('disables and changes a connector', async () => {
    const disabled = await http.patch(`/api/connectors/${emailConnectorId}`, { enabled: false });
    expect(disabled.body.enabled).toBe(false);
    const refused = await http.post('/api/verification-codes', { email: 'off@example.com' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('verification_code.no_connector');
    const enabled = await http.patch(`/api/connectors/${emailConnectorId}`, {
      enabled: true,
      metadata: { name: { en: 'Our mail' } },
    });
    expect(enabled.body).toMatchObject({ enabled: true, name: { en: 'Our mail' } });
    expect((await http.patch('/api/connectors/nope', { enabled: true })).status).toBe(404);
  });

  describe('verification codes', () => {
    it('sends a six-digit code through the email connector and accepts it once', async () => {
      expect((await http.post('/api/verification-codes', { email: 'Grace@Example.com' })).status).toBe(204);
      const line = (await linesOf(emailFile)).at(-1);
      expect(line).toMatchObject({ to: 'Grace@Example.com', type: 'Generic' });
      const code = line?.payload.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const stored = await gh.deps.database.withTenant('default', (trx) =>
        trx.selectFrom('verificationCodes').select('codeHash').where('identifier', '=', 'grace@example.com').execute(),
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]?.codeHash).not.toContain(code);

      const wrong = await http.post('/api/verification-codes/verify', {
        email: 'grace@example.com',
        verificationCode: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'verification_code.code_mismatch', data: { triesLeft: 9 } });
      const right = await http.post('/api/verification-codes/verify', {
        email: 'grace@example.com',
        verificationCode: code,
      });
      expect(right.status).toBe(204);
      const again = await http.post('/api/verification-codes/verify', {
        email: 'grace@example.com',
        verificationCode: code,
      });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('verification_code.not_found');
    });

    it('refuses a second code within a minute', async () => {
      expect((await http.post('/api/verification-codes', { email: 'soon@example.com' })).status).toBe(204);
      const soon = await http.post('/api/verification-codes', { email: 'soon@example.com' });
      expect(soon.status).toBe(429);
      expect(soon.body.code).toBe('verification_code.too_soon');
      expect(soon.body.data.retryAfter).toBeGreaterThan(50);
    });

    it('kills a code after ten wrong tries, even when they arrive together', async () => {
      expect((await http.post('/api/verification-codes', { email: 'guess@example.com' })).status).toBe(204);
      const code = (await linesOf(emailFile)).at(-1)?.payload.code ?? '';
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          http.post('/api/verification-codes/verify', { email: 'guess@example.com', verificationCode: wrong }),
        ),
      );
      const codes = answers.map((answer) => answer.body.code);
      expect(codes.filter((value) => value === 'verification_code.code_mismatch')).toHaveLength(9);
      expect(codes.filter((value) => value === 'verification_code.exceed_max_try')).toHaveLength(3);
      const late = await http.post('/api/verification-codes/verify', {
        email: 'guess@example.com',
        verificationCode: code,
      });
      expect(late.body.code).toBe('verification_code.exceed_max_try');
    });

    it('refuses hostile input with a 400', async () => {
      for (const body of [
        {},
        { email: 'not-an-email' },
        { phone: 'abc' },
        { email: 'a@b.co', phone: '+15551234567' },
      ]) {
        expect((await http.post('/api/verification-codes', body)).status, JSON.stringify(body)).toBe(400);
      }
    });
  });

  it('delivers an organization invitation by email, with its link', async () => {
    const org = (await http.post('/api/organizations', { name: 'Mailers' })).body.id;
    const created = await http.post('/api/organization-invitations', {
      invitee: 'invitee@example.com',
      organizationId: org,
      expiresAt: Date.now() + 86_400_000,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const line = (await linesOf(emailFile)).at(-1);
    expect(line).toMatchObject({ to: 'invitee@example.com', type: 'OrganizationInvitation' });
    expect(line?.payload.link).toBe(created.body.link);
    expect(line?.body).toContain(`href="${created.body.link}"`);
    const resent = await http.post(`/api/organization-invitations/${created.body.id}/message`, {});
    expect(resent.status).toBe(204);
    expect((await linesOf(emailFile)).filter((entry) => entry.type === 'OrganizationInvitation')).toHaveLength(2);
  });
});

describe('without development connectors (production)', () => {
  let production: TestGatehouse;
  let client: ReturnType<typeof api>;
  beforeAll(async () => {
    production = await startTestGatehouse({ GATEHOUSE_DEV_CONNECTORS: 'false' });
    client = api(
      production.userUrl,
      await managementToken(`${production.userUrl}/oidc`, await createManagementApp(production)),
    );
  });
  afterAll(() => production?.stop());

  it('neither offers nor accepts the connectors that write messages to the log and a file', async () => {
    const ids = (await client.get('/api/connector-factories')).body.map((factory: { id: string }) => factory.id);
    expect(ids).toContain('smtp');
    expect(ids).not.toContain('dev-email');
    expect(ids).not.toContain('dev-sms');
    expect((await client.get('/api/connector-factories/dev-email')).status).toBe(404);
    const refused = await client.post('/api/connectors', { connectorId: 'dev-email', config: {} });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('connector.factory_not_found');
    const test = await client.post('/api/connectors/dev-sms/test', { phone: '+15551234567', config: {} });
    expect(test.body.code).toBe('connector.factory_not_found');
  });

  it('lists one made before (to delete it), but sends nothing through it', async () => {
    // Made while development connectors were on: the same database, another configuration.
    const before = { ...production.deps, config: { ...production.deps.config, devConnectors: true } };
    const made = await createConnectorService(before, 'default').create({
      connectorId: 'dev-email',
      config: { filePath: path.join(folder, 'production.log') },
      syncProfile: false,
      enabled: true,
      metadata: {},
    });
    expect((await client.get('/api/connectors')).body.map((row: { id: string }) => row.id)).toContain(made.id);
    const pages = (await (await fetch(`${production.userUrl}/api/.well-known/sign-in-exp`)).json()) as {
      forgotPassword: unknown;
    };
    expect(pages.forgotPassword).toEqual({ email: false, phone: false });
    const send = await client.post('/api/verification-codes', { email: 'nobody@example.com' });
    expect(send.body.code).toBe('verification_code.no_connector');
    expect((await client.delete(`/api/connectors/${made.id}`)).status).toBe(204);
  });
});
