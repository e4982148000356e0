import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSamlIdp, type TestSamlIdp } from '@gatehouse/server/test/saml-idp';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { emailPasswordSettings } from './support/management';
import { allowTestProviders } from './support/test-providers';

/**
 * IdP-initiated SAML sign-in through a connector, in Chromium (issue 21): the test IdP's answer, asked for by
 * no request, is posted by the browser to the ACS. With the server starting the default application's
 * authorization, the person lands at the application with a code its secret redeems for their ID token; with
 * the application starting it, the browser is sent to the application with the connector's id.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const domain = `idp-${unique()}.example`;
/** The application: a page on 127.0.0.1 that shows where the browser arrived. */
let appServer: Server;
let appCallback = '';
let idp: TestSamlIdp;
let connector: { id: string; serviceProvider: { acsUrl: string; entityId: string } };
let app: { id: string; secret: string };
let restore = async () => {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ management }) => {
  appServer = createServer((_, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>Web portal</title><h1>Web portal</h1>'),
  );
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
  appCallback = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/callback`;
  idp = await startSamlIdp();
  restore = await management.overrideSignInExperience({ ...emailPasswordSettings, singleSignOnEnabled: true });
  connector = await management.call(
    'POST',
    '/sso-connectors',
    {
      providerName: 'SAML',
      connectorName: `IdP-initiated ${unique()}`,
      config: { metadata: idp.metadata() },
      domains: [domain],
    },
    201,
  );
  app = await management.call(
    'POST',
    '/applications',
    {
      name: `Web portal ${unique()}`,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [appCallback], postLogoutRedirectUris: [] },
    },
    201,
  );
});

test.afterAll(async ({ management }) => {
  await restore();
  if (connector) await management.call('DELETE', `/sso-connectors/${connector.id}`, undefined, 204);
  if (app) await management.call('DELETE', `/applications/${app.id}`, undefined, 204);
  await idp?.close();
  await new Promise((resolve) => appServer?.close(resolve));
});

test.beforeEach(async ({ context }) => {
  await allowTestProviders(context);
});

/** The IdP's page: a form posting its signed, unsolicited answer to the ACS, submitted as a person would. */
const postFromIdp = async (page: Page, attributes: Record<string, string>) => {
  const { acsUrl, entityId } = connector.serviceProvider;
  const samlResponse = idp.response({ acsUrl, audience: entityId, attributes });
  await page.setContent(
    `<form method="post" action="${acsUrl}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><button>Go to the Web portal</button></form>`,
  );
  await page.getByRole('button', { name: 'Go to the Web portal' }).click();
};

const endpointOf = () => connector.serviceProvider.acsUrl.replace(/\/api\/authn\/.*$/, '');

test('the server starts the default application’s sign-in: the person lands there with a code for their ID token', async ({
  page,
  management,
}) => {
  await management.call('PUT', `/sso-connectors/${connector.id}/idp-initiated-auth-config`, {
    enabled: true,
    defaultApplicationId: app.id,
    redirectUri: appCallback,
    autoSendAuthorizationRequest: true,
  });
  const email = `linus-${unique()}@${domain}`;
  await postFromIdp(page, { email, displayName: 'Linus Torvalds' });
  await page.waitForURL((url) => url.href.startsWith(`${appCallback}?`));
  await expect(page.getByRole('heading', { name: 'Web portal' })).toBeVisible();
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  const token = await page.request.post(`${endpointOf()}/oidc/token`, {
    form: { grant_type: 'authorization_code', code, redirect_uri: appCallback },
    headers: { authorization: `Basic ${Buffer.from(`${app.id}:${app.secret}`).toString('base64')}` },
  });
  expect(token.status(), await token.text()).toBe(200);
  const idToken = String((await token.json()).id_token);
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const user = await management.call<{ primaryEmail: string; name: string }>('GET', `/users/${claims.sub}`);
  expect(user).toMatchObject({ primaryEmail: email, name: 'Linus Torvalds' });
});

test('the application starts it: the browser is sent to the application with the connector', async ({
  page,
  management,
}) => {
  await management.call('PUT', `/sso-connectors/${connector.id}/idp-initiated-auth-config`, {
    enabled: true,
    defaultApplicationId: app.id,
    redirectUri: appCallback,
    autoSendAuthorizationRequest: false,
  });
  await postFromIdp(page, { email: `ada-${unique()}@${domain}`, displayName: 'Ada' });
  await page.waitForURL((url) => url.href.startsWith(`${appCallback}?`));
  expect(new URL(page.url()).searchParams.get('ssoConnectorId')).toBe(connector.id);
});

test('while IdP-initiated sign-in is off, the same kind of answer is refused and lands nowhere', async ({
  page,
  management,
}) => {
  await management.call('DELETE', `/sso-connectors/${connector.id}/idp-initiated-auth-config`, undefined, 204);
  await postFromIdp(page, { email: `eve-${unique()}@${domain}` });
  await expect(page.getByText('sso_connector.saml_unknown_request')).toBeVisible();
  expect(page.url().startsWith(appCallback)).toBe(false);
});
