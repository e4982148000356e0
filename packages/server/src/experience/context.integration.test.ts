import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { createThirdPartyService } from '../applications/service.third-party';
import { createOrganizationService } from '../organizations/service';
import { register, startSignIn, submitPasswordSignIn } from '../test/experience-client';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';

let gh: TestGatehouse;
let firstPartyId: string;
let thirdPartyId: string;
let organizationId: string;
const redirectUri = 'https://app.example/callback';
const password = 'Gatehouse-Tr0ub4dor';

beforeAll(async () => {
  gh = await startTestGatehouse();
  const applications = createApplicationService(gh.deps, 'default');
  const options = {
    type: 'SPA' as const,
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  };
  firstPartyId = (await applications.create({ name: 'Our Shop', ...options })).id;
  thirdPartyId = (await applications.create({ name: 'Partner App', isThirdParty: true, ...options })).id;
  await createThirdPartyService(gh.deps, 'default').assignConsentScopes(thirdPartyId, { userScopes: ['profile'] });
  organizationId = (
    await createOrganizationService(gh.deps, 'default').create({
      name: 'Acme Corp',
      branding: { logoUrl: 'https://cdn.example/acme.png' },
    })
  ).id;
  await register(
    await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: firstPartyId, redirectUri }),
    { type: 'username', value: 'context_user' },
    password,
  );
});
afterAll(() => gh?.stop());

const start = (clientId: string, extra: Record<string, string> = {}) =>
  startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId, redirectUri, extra });

describe('the sign-in pages’ context', () => {
  it('names the application of the authorization request, and no account before sign-in', async () => {
    const flow = await start(firstPartyId);
    const context = await flow.call('GET', '/api/experience/context');
    expect(context.status).toBe(200);
    expect(context.body).toEqual({
      application: {
        id: firstPartyId,
        name: 'Our Shop',
        logoUrl: null,
        darkLogoUrl: null,
        origin: 'https://app.example',
      },
      organization: null,
      account: null,
    });
  });

  it('names the organization of organization_id with its logo, and ignores an unknown one', async () => {
    const flow = await start(firstPartyId, { organization_id: organizationId });
    expect((await flow.call('GET', '/api/experience/context')).body.organization).toEqual({
      id: organizationId,
      name: 'Acme Corp',
      logoUrl: 'https://cdn.example/acme.png',
      darkLogoUrl: null,
    });
    const unknown = await start(firstPartyId, { organization_id: 'no-such-org' });
    const context = await unknown.call('GET', '/api/experience/context');
    expect(context.status).toBe(200);
    expect(context.body.organization).toBeNull();
  });

  it('answers 404 without an interaction', async () => {
    const response = await fetch(`${gh.userUrl}/api/experience/context`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('session.interaction_not_found');
  });

  it('on consent, names the signed-in account; “not you?” signs it out and starts the same request again at the sign-in page', async () => {
    const flow = await start(thirdPartyId);
    const submitted = await submitPasswordSignIn(flow, { type: 'username', value: 'context_user' }, password);
    const resumed = await flow.call('GET', new URL(submitted.body.redirectTo).pathname);
    expect(resumed.headers.get('location')).toBe('/consent');

    const context = await flow.call('GET', '/api/experience/context');
    expect(context.body.account).toEqual({ identifier: 'context_user', name: null });
    expect(context.body.application.name).toBe('Partner App');

    const switched = await flow.call('DELETE', '/api/experience/session');
    expect(switched.status).toBe(200);
    const again = new URL(switched.body.redirectTo);
    expect(again.pathname).toBe('/oidc/auth');
    expect(again.searchParams.get('client_id')).toBe(thirdPartyId);
    expect(again.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(again.searchParams.get('code_challenge')).toBeTruthy();

    const restarted = await flow.call('GET', `${again.pathname}${again.search}`);
    expect(restarted.status).toBe(303);
    expect(new URL(restarted.headers.get('location') ?? '', gh.userUrl).pathname).toBe('/sign-in');
    // The old interaction is gone; the new one has no account.
    expect((await flow.call('GET', '/api/experience/context')).body.account).toBeNull();
  });
});
