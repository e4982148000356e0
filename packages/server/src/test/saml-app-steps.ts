import { expect } from 'vitest';
import type { TestGatehouse } from './harness';
import type { api } from './oidc-client';
import { postToAcs, type SpOptions, samlBrowser, type TestSamlSp } from './saml-sp';

/*
 * The steps of a sign-in at a SAML application (Gatehouse as the IdP), as a service provider and a
 * browser take them against a Gatehouse and a node-saml SP a test started: the SP reads the
 * application's metadata, the browser goes through the single sign-on service to the sign-in
 * pages (Experience API, password), then to the callback, whose form it posts to the SP's ACS.
 */

type Bed = {
  gh: TestGatehouse;
  management: ReturnType<typeof api>;
  sp: TestSamlSp;
  user: { username: string };
  password: string;
};

export const samlAppSteps = (bed: () => Bed) => {
  const samlApp = (overrides: Record<string, unknown> = {}) => ({
    name: 'Legacy HR',
    entityId: 'urn:legacy-hr:sp',
    acsUrl: { binding: 'HTTP-POST', url: bed().sp.acsUrl },
    attributeMapping: { email: 'mail', name: 'displayName', sub: 'uid' },
    nameIdFormat: 'persistent',
    ...overrides,
  });

  const createApp = async (overrides: Record<string, unknown> = {}) => {
    const created = await bed().management.post('/api/saml-applications', samlApp(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: string; entityId: string };
  };

  /** Points the SP at an application's metadata (its certificate, entity id and SSO URL). */
  const configureSp = async (app: { id: string; entityId: string }, options: Partial<SpOptions> = {}) => {
    const { gh, sp } = bed();
    const metadata = await fetch(`${gh.userUrl}/api/saml-applications/${app.id}/metadata`);
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toContain('application/samlmetadata+xml');
    const xml = await metadata.text();
    return sp.configure({
      entityId: app.entityId,
      ssoUrl: /Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="([^"]+)"/.exec(xml)?.[1] ?? '',
      idpIssuer: /entityID="([^"]+)"/.exec(xml)?.[1] ?? '',
      idpCert: /<ds:X509Certificate>([^<]+)</.exec(xml)?.[1] ?? '',
      ...options,
    });
  };

  /** The browser signs in with a password on the tenant's pages, then goes on to the callback's page. */
  const signInOnPages = async (browser: ReturnType<typeof samlBrowser>) => {
    const { user, password } = bed();
    expect((await browser.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(204);
    const verified = await browser.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'username', value: user.username },
      password,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const identified = await browser.call('POST', '/api/experience/identification', {
      verificationId: verified.body.verificationId,
    });
    expect(identified.status, JSON.stringify(identified.body)).toBe(204);
    const submitted = await browser.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return browser.toCallback(submitted.body.redirectTo);
  };

  /** A whole sign-in from the SSO URL (GET, or a POSTed form) to what the SP's ACS read. */
  const signInThrough = async (url: string, form?: Record<string, string>) => {
    const browser = samlBrowser(bed().gh.userUrl);
    const opened = await browser.open(url, form);
    if (opened.response.status >= 400) {
      throw new Error(`stopped at ${opened.url.href}: ${opened.response.status} ${await opened.response.text()}`);
    }
    const page = await signInOnPages(browser);
    expect(page.status, page.text).toBe(200);
    return { page, acs: await postToAcs(page) };
  };

  return { samlApp, createApp, configureSp, signInOnPages, signInThrough };
};
