import { experiencePhrases } from '@gatehouse/phrases/experience/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { createSignInExperienceService } from '../sign-in-experience/service';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';

let gh: TestGatehouse;
let issuer: string;
let appId: string;
const redirectUri = 'https://rp.example/callback';
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

beforeAll(async () => {
  gh = await startTestGatehouse();
  issuer = `${gh.userUrl}/oidc`;
  const app = await createApplicationService(gh.deps, 'default').create({
    name: 'Error page app',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  appId = app.id;
  await createSignInExperienceService(gh.deps, 'default').patch({
    color: { primaryColor: '#0A7B43', isDarkModeEnabled: true, darkPrimaryColor: '#5BD69A' },
    branding: { logoUrl: 'https://cdn.example/logo.png', favicon: 'https://cdn.example/icon.png' },
    languageInfo: { autoDetect: true, fallbackLanguage: 'fr' },
    unknownSessionRedirectUrl: 'https://app.example/start?a=1&b=2',
  });
});
afterAll(() => gh?.stop());

const authorize = (params: Record<string, string>, headers: Record<string, string>) =>
  fetch(`${issuer}/auth?${new URLSearchParams({ response_type: 'code', scope: 'openid', ...params })}`, {
    headers,
    redirect: 'manual',
  });

const policyOf = (response: Response) =>
  new Map(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('OIDC errors that reach a person', () => {
  it('renders a bad redirect_uri as an HTML page in the browser’s language, the tenant’s branding and the OIDC page CSP', async () => {
    const response = await authorize(
      { client_id: appId, redirect_uri: 'https://evil.example/steal', state: 'state-secret-123' },
      { accept: browserAccept, 'accept-language': 'de-DE,de;q=0.9' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);

    const html = await response.text();
    const german = experiencePhrases.de.oidc_error;
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain(german.title);
    expect(html).toContain(german.invalid_redirect_uri);
    expect(html).toContain('invalid_redirect_uri');
    expect(html).toContain('#0A7B43');
    expect(html).toContain('#5BD69A');
    expect(html).toContain('src="https://cdn.example/logo.png"');
    expect(html).toContain('<link rel="icon" href="https://cdn.example/icon.png">');
    expect(html).not.toContain('<script');
    // Neither the request's values nor the provider's description are echoed.
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('state-secret-123');
  });

  it('answers JSON, as oidc-provider does, to a request that prefers JSON or names no type', async () => {
    for (const accept of ['application/json', 'application/json, text/html;q=0.5', '*/*']) {
      const response = await authorize({ client_id: appId, redirect_uri: 'https://evil.example/steal' }, { accept });
      expect(response.status, accept).toBe(400);
      expect(response.headers.get('content-type'), accept).toMatch(/^application\/json/);
      expect(response.headers.get('content-security-policy'), accept).toBeNull();
      expect(await response.json(), accept).toMatchObject({ error: 'invalid_redirect_uri' });
    }
  });

  it('renders an unknown client in the sign-in experience’s default language when the browser asks for none we have, escaping every value', async () => {
    const response = await authorize(
      { client_id: '<script>alert(1)</script>', redirect_uri: redirectUri },
      { accept: browserAccept, 'accept-language': 'xx-YY' },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain(experiencePhrases.fr.oidc_error.invalid_client);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert(1)');
  });

  it('renders an expired interaction in Arabic, right to left, with the way back to the unknown-session URL (escaped)', async () => {
    const response = await fetch(`${issuer}/auth/expired-interaction-id`, {
      headers: { accept: browserAccept, 'accept-language': 'ar' },
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(experiencePhrases.ar.oidc_error.session_expired);
    expect(html).toContain('href="https://app.example/start?a=1&amp;b=2"');
  });
});
