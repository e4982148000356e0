import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let folder: string;

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  folder = await mkdtemp(path.join(tmpdir(), 'gatehouse-templates-'));
});
afterAll(async () => {
  await gh?.stop();
  await rm(folder, { recursive: true, force: true });
});

const lastMessage = async (file: string) => {
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  return JSON.parse(lines.at(-1) ?? '{}') as { subject: string; body: string; payload: { code: string } };
};

describe('email templates', () => {
  it('writes, lists, changes and deletes templates, one per language and type', async () => {
    const written = await http.put('/api/email-templates', {
      templates: [
        {
          languageTag: 'en',
          templateType: 'Generic',
          details: { subject: 'Acme code', content: '<p>Code: {{code}}</p>' },
        },
        {
          languageTag: 'de',
          templateType: 'Generic',
          details: { subject: 'Acme-Code', content: '<p>Code: {{code}}</p>' },
        },
      ],
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body[0].details.contentType).toBe('text/html');
    const replaced = await http.put('/api/email-templates', {
      templates: [
        {
          languageTag: 'en',
          templateType: 'Generic',
          details: { subject: 'Acme code!', content: 'Code {{code}}', contentType: 'text/plain' },
        },
      ],
    });
    // The same language and type: replaced in place, keeping its id.
    expect(replaced.body[0].id).toBe(written.body[0].id);
    const english = await http.get('/api/email-templates?languageTag=en');
    expect(english.body).toHaveLength(1);
    expect(english.body[0].details.subject).toBe('Acme code!');
    const patched = await http.patch(`/api/email-templates/${english.body[0].id}/details`, {
      replyTo: 'help@acme.test',
    });
    expect(patched.body.details).toMatchObject({ subject: 'Acme code!', replyTo: 'help@acme.test' });
    expect((await http.get('/api/email-templates')).body).toHaveLength(2);
    expect((await http.delete('/api/email-templates?languageTag=de')).body).toEqual({ rowCount: 1 });
    expect((await http.get('/api/email-templates/nope')).status).toBe(404);
  });

  it('refuses a sender name with a URL, an unknown type, and a bad language tag', async () => {
    for (const template of [
      {
        languageTag: 'en',
        templateType: 'Generic',
        details: { subject: 's', content: 'c', sendFrom: 'Visit https://evil.test' },
      },
      {
        languageTag: 'en',
        templateType: 'Generic',
        details: { subject: 's', content: 'c', sendFrom: 'evil.com support' },
      },
      { languageTag: 'en', templateType: 'Nope', details: { subject: 's', content: 'c' } },
      { languageTag: 'EN_us', templateType: 'Generic', details: { subject: 's', content: 'c' } },
    ]) {
      expect((await http.put('/api/email-templates', { templates: [template] })).status, JSON.stringify(template)).toBe(
        400,
      );
    }
  });

  it("sends with the tenant's template in the recipient's language, else English's, else the default", async () => {
    const file = path.join(folder, 'mail.log');
    expect((await http.post('/api/connectors', { connectorId: 'dev-email', config: { filePath: file } })).status).toBe(
      201,
    );
    await http.put('/api/email-templates', {
      templates: [
        {
          languageTag: 'fr',
          templateType: 'Generic',
          details: { subject: 'Votre code', content: '<b>{{code}}</b>', contentType: 'text/html' },
        },
      ],
    });
    const send = async (email: string, language: string) => {
      const response = await http.post('/api/verification-codes', { email }, { 'accept-language': language });
      expect(response.status, JSON.stringify(response.body)).toBe(204);
      return lastMessage(file);
    };
    const french = await send('fr@example.com', 'fr');
    expect(french.subject).toBe('Votre code');
    expect(french.body).toBe(`<b>${french.payload.code}</b>`);
    expect((await send('en@example.com', 'it')).subject).toBe('Acme code!');
    await http.delete('/api/email-templates?languageTag=en');
    const italian = await send('it@example.com', 'it');
    expect(italian.subject).not.toBe('Acme code!');
    expect(italian.body).toContain('lang="it"');
  });
});
