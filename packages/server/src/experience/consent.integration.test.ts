import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { createThirdPartyService } from '../applications/service.third-party';
import { register, signInWithPassword, startSignIn, submitPasswordSignIn } from '../test/experience-client';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';

let gh: TestGatehouse;
let thirdPartyId: string;
let firstPartyId: string;
const redirectUri = 'https://partner.example/callback';
const password = 'Gatehouse-Tr0ub4dor';

beforeAll(async () => {
  gh = await startTestGatehouse();
  const applications = createApplicationService(gh.deps, 'default');
  const options = {
    type: 'SPA' as const,
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  };
  thirdPartyId = (await applications.create({ name: 'Partner App', isThirdParty: true, ...options })).id;
  // A third-party application asks only for what its consent list holds.
  await createThirdPartyService(gh.deps, 'default').assignConsentScopes(thirdPartyId, {
    userScopes: ['profile', 'email'],
  });
  firstPartyId = (await applications.create({ name: 'Our App', ...options })).id;
  // A user, registered through our own (first-party) application.
  await register(
    await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: firstPartyId, redirectUri }),
    { type: 'username', value: 'consenting' },
    password,
  );
});
afterAll(() => gh?.stop());

/** Signs in to the third-party app and stops where the browser lands on the consent page. */
const reachConsent = async () => {
  const flow = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: thirdPartyId, redirectUri });
  const submitted = await submitPasswordSignIn(flow, { type: 'username', value: 'consenting' }, password);
  const resumed = await flow.call('GET', new URL(submitted.body.redirectTo).pathname);
  expect(resumed.status).toBe(303);
  const consentPage = resumed.headers.get('location') ?? '';
  expect(consentPage).toBe('/consent');
  const page = await flow.call('GET', consentPage);
  expect(page.status).toBe(200);
  expect(String(page.body)).toContain('<div id="app">');
  return flow;
};

describe('consent for third-party applications', () => {
  it('shows what the application asks for, and returns with a code once the user authorizes', async () => {
    const flow = await reachConsent();
    const request = await flow.call('GET', '/api/experience/consent');
    expect(request.status).toBe(200);
    expect(request.body.application).toMatchObject({
      id: thirdPartyId,
      name: 'Partner App',
      isThirdParty: true,
      logoUrl: null,
    });
    expect(request.body.scopes).toEqual(expect.arrayContaining(['profile', 'email']));
    const granted = await flow.call('POST', '/api/experience/consent');
    expect(granted.status).toBe(200);
    const tokens = await flow.finish(granted.body.redirectTo);
    expect(tokens.claims()?.sub).toMatch(/^[0-9a-z]{12}$/);
  });

  it('sends access_denied to the application when the user declines', async () => {
    const flow = await reachConsent();
    const declined = await flow.call('DELETE', '/api/experience');
    expect(declined.status).toBe(200);
    const back = await flow.call('GET', new URL(declined.body.redirectTo).pathname);
    const callback = new URL(back.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });

  it('never asks for consent for first-party applications', async () => {
    const flow = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: firstPartyId, redirectUri });
    await expect(signInWithPassword(flow, { type: 'username', value: 'consenting' }, password)).resolves.toBeTruthy();
  });
});
