import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { CookieJar, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, discover, managementToken } from '../test/oidc-client';
import { startSamlIdp, type TestSamlIdp } from '../test/saml-idp';
import type { SamlServiceProvider } from '../test/saml-steps';

/*
 * IdP-initiated SAML sign-in against an identity provider started here: the IdP posts a Response
 * no request asked for to the ACS; only a connector whose IdP-initiated config is enabled takes it
 * (with the usual checks), and the browser goes on into an authorization of the default
 * application (which gets a normal code, redeemed with its secret) or back to the application,
 * whose own authorization with `direct_sign_in=sso:{id}` takes the kept assertion.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let idp: TestSamlIdp;
let connectorId: string;
let sp: SamlServiceProvider;
let web: { id: string; secret: string };
let spaId: string;
const webRedirect = 'https://web.example/callback';
const spaRedirect = 'http://localhost:5173/callback';
const pageCallback = () => `${gh.userUrl}/callback/sso`;
const attributes = { email: 'linus@idp-initiated.example', displayName: 'Linus' };
const configPath = () => `/api/sso-connectors/${connectorId}/idp-initiated-auth-config`;

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  idp = await startSamlIdp();
  const apps = createApplicationService(gh.deps, 'default');
  const created = await apps.create({
    name: 'Web portal',
    type: 'Traditional',
    oidcClientMetadata: { redirectUris: [webRedirect], postLogoutRedirectUris: [] },
  });
  web = { id: created.id, secret: String((created as { secret?: string }).secret) };
  spaId = (
    await apps.create({
      name: 'SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [spaRedirect], postLogoutRedirectUris: [] },
    })
  ).id;
  const settings = await management.patch('/api/sign-in-exp', {
    signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
    signUp: { identifiers: ['email'], password: true, verify: false },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const connector = await management.post('/api/sso-connectors', {
    providerName: 'SAML',
    connectorName: 'IdP-initiated',
    config: { metadata: idp.metadata() },
    domains: ['idp-initiated.example'],
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(201);
  connectorId = connector.body.id;
  sp = connector.body.serviceProvider;
});
afterAll(async () => {
  await gh?.stop();
  await idp?.close();
});

/** The IdP's unsolicited Response posted by the browser to the ACS. */
const postUnsolicited = async (jar: CookieJar, assertionId?: string) => {
  const response = await fetch(sp.acsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      SAMLResponse: idp.response({ acsUrl: sp.acsUrl, audience: sp.entityId, attributes, assertionId }),
    }),
    redirect: 'manual',
  });
  jar.store(response);
  const text = await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '', body: text };
};

/** The sign-in pages' part, as they run with `direct_sign_in=sso:{id}`: start, the callback, identify, submit. */
const pagesSignIn = async (call: (method: string, path: string, body?: unknown) => Promise<any>) => {
  await call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const started = await call('POST', `/api/experience/verification/sso/${connectorId}/authorization-uri`, {
    state: 'page-state-idp',
    redirectUri: pageCallback(),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  // The kept assertion answers at once: the page's own callback, not the IdP.
  const callback = new URL(started.body.authorizationUri);
  expect(callback.origin + callback.pathname).toBe(pageCallback());
  const verified = await call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
    verificationId: started.body.verificationId,
    connectorData: Object.fromEntries(callback.searchParams),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identified = await call('POST', '/api/experience/identification', {
    verificationId: started.body.verificationId,
  });
  if (identified.status === 404) {
    await call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    const registered = await call('POST', '/api/experience/identification', {
      verificationId: started.body.verificationId,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  }
  const submitted = await call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.redirectTo as string;
};

/** A browser with its jar: calls on the tenant, and following redirects until `until`. */
const browser = (jar: CookieJar) => {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, gh.userUrl), {
      method,
      headers: { cookie: jar.header(), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    jar.store(response);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const follow = async (location: string, until: string) => {
    let next = new URL(location, gh.userUrl);
    for (let hop = 0; hop < 10 && !next.href.startsWith(until); hop++) {
      const response = await fetch(next, { headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.store(response);
      const target = response.headers.get('location');
      if (!target) return next;
      next = new URL(target, next);
    }
    return next;
  };
  return { call, follow };
};

describe('the IdP-initiated config', () => {
  it('is absent at first, refuses apps that cannot take it, and is kept when valid', async () => {
    expect((await management.get(configPath())).body.code).toBe('sso_connector.idp_initiated_config_not_found');
    const base = { enabled: true, defaultApplicationId: web.id, redirectUri: webRedirect };
    const refused: [Record<string, unknown>, number, string][] = [
      [{ ...base, redirectUri: 'https://elsewhere.example/cb' }, 422, 'idp_initiated_app_not_eligible'],
      [{ ...base, defaultApplicationId: spaId, redirectUri: spaRedirect }, 422, 'idp_initiated_app_not_eligible'],
      [{ ...base, defaultApplicationId: 'nope' }, 422, 'idp_initiated_app_not_eligible'],
      [{ ...base, authParameters: { client_id: 'other' } }, 400, 'guard.invalid_input'],
    ];
    for (const [body, status, code] of refused) {
      const answer = await management.put(configPath(), body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.code).toContain(code);
    }
    const oidc = await management.post('/api/sso-connectors', { providerName: 'OIDC', connectorName: 'Plain OIDC' });
    const notSaml = await management.put(`/api/sso-connectors/${oidc.body.id}/idp-initiated-auth-config`, base);
    expect(notSaml.body.code).toBe('sso_connector.idp_initiated_not_supported');
    const kept = await management.put(configPath(), { ...base, enabled: false, authParameters: { scope: 'profile' } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ ...base, enabled: false, authParameters: { scope: 'profile' } });
    expect((await management.get(configPath())).body).toEqual(kept.body);
  });

  it('refuses an unsolicited response while disabled, and keeps nothing', async () => {
    const refused = await postUnsolicited(new CookieJar());
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).code).toBe('sso_connector.saml_unknown_request');
  });
});

describe('an unsolicited response at the ACS', () => {
  it('signs the person in to the default application, which gets a normal code', async () => {
    const put = await management.put(configPath(), {
      enabled: true,
      defaultApplicationId: web.id,
      redirectUri: webRedirect,
      authParameters: { scope: 'profile email' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const jar = new CookieJar();
    const acs = await postUnsolicited(jar);
    expect(acs.status, acs.body).toBe(303);
    const authorization = new URL(acs.location);
    expect(authorization.href.startsWith(`${gh.userUrl}/oidc/auth?`)).toBe(true);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: web.id,
      redirect_uri: webRedirect,
      response_type: 'code',
      scope: 'openid profile email',
      direct_sign_in: `sso:${connectorId}`,
    });
    expect(jar.header()).toContain('gatehouse_sso_idp_session=');

    // Without the ACS's cookie, the same authorization needs PKCE as every other.
    const bare = await browser(new CookieJar()).follow(acs.location, webRedirect);
    expect(bare.searchParams.get('error')).toBe('invalid_request');
    // Nor with a cookie naming no live assertion of this tenant and connector: forged, or expired.
    const forged = new CookieJar();
    forged.set('gatehouse_sso_idp_session', 'forged-token-value');
    expect((await browser(forged).follow(acs.location, webRedirect)).searchParams.get('error')).toBe('invalid_request');
    const expired = new CookieJar();
    await postUnsolicited(expired);
    const token = /gatehouse_sso_idp_session=([^;]+)/.exec(expired.header())?.[1] ?? '';
    const id = createHash('sha256').update(token).digest('base64url');
    await sql`update sso_idp_initiated_sessions set expires_at = now() - interval '1 second' where id = ${id}`.execute(
      gh.deps.database.system,
    );
    expect((await browser(expired).follow(acs.location, webRedirect)).searchParams.get('error')).toBe(
      'invalid_request',
    );

    const { call, follow } = browser(jar);
    const landing = await follow(acs.location, `${gh.userUrl}/sign-in`);
    expect(landing.searchParams.get('direct_sign_in')).toBe(`sso:${connectorId}`);
    const callback = await follow(await pagesSignIn(call), webRedirect);
    const config = await discover(`${gh.userUrl}/oidc`, web.id, web.secret, 'basic');
    const tokens = await client.authorizationCodeGrant(config, callback, { expectedState: client.skipStateCheck });
    const sub = tokens.claims()?.sub ?? '';
    expect((await management.get(`/api/users/${sub}`)).body.primaryEmail).toBe(attributes.email);

    // The kept assertion is taken once: a second sign-in with the same cookie goes to the IdP.
    const again = await startSignIn(gh.userUrl, {
      issuer: `${gh.userUrl}/oidc`,
      clientId: spaId,
      redirectUri: spaRedirect,
    });
    await again.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const reused = await fetch(`${gh.userUrl}/api/experience/verification/sso/${connectorId}/authorization-uri`, {
      method: 'POST',
      headers: { cookie: `${again.jar.header()}; ${jar.header()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'page-state-again', redirectUri: pageCallback() }),
    });
    expect(
      ((await reused.json()) as { authorizationUri: string }).authorizationUri.startsWith(`${idp.base}/sso?`),
    ).toBe(true);
  });

  it('refuses the same unsolicited assertion twice', async () => {
    const assertionId = '_idp-initiated-once';
    expect((await postUnsolicited(new CookieJar(), assertionId)).status).toBe(303);
    const replayed = await postUnsolicited(new CookieJar(), assertionId);
    expect(replayed.status).toBe(400);
    expect(JSON.parse(replayed.body).code).toBe('sso_connector.saml_assertion_replayed');
  });

  it('sends the browser back to the application, whose own authorization takes the assertion', async () => {
    const put = await management.put(configPath(), {
      enabled: true,
      defaultApplicationId: spaId,
      redirectUri: spaRedirect,
      autoSendAuthorizationRequest: false,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const acsJar = new CookieJar();
    const acs = await postUnsolicited(acsJar);
    expect(acs.status, acs.body).toBe(303);
    expect(acs.location).toBe(`${spaRedirect}?ssoConnectorId=${connectorId}`);
    const attempt = await startSignIn(gh.userUrl, {
      issuer: `${gh.userUrl}/oidc`,
      clientId: spaId,
      redirectUri: spaRedirect,
      extra: { direct_sign_in: `sso:${connectorId}` },
    });
    const [name, value] = acsJar.header().split('=');
    attempt.jar.store(new Response(null, { headers: { 'set-cookie': `${name}=${value}; Path=/` } }));
    const tokens = await attempt.finish(await pagesSignIn(attempt.call));
    expect(tokens.claims()?.sub).toBeTruthy();
  });

  it('is refused again once the config is removed', async () => {
    expect((await management.delete(configPath())).status).toBe(204);
    expect((await postUnsolicited(new CookieJar())).status).toBe(400);
    expect((await management.delete(configPath())).status).toBe(404);
  });

  it('records each answer the ACS took or refused in the audit log, with its code and no assertion', async () => {
    await gh.settle();
    const logs = await management.get('/api/logs?logKey=Interaction.SingleSignOn.Saml.Acs&page_size=50');
    expect(logs.status, JSON.stringify(logs.body)).toBe(200);
    const payloads = (logs.body as { payload: Record<string, unknown> }[]).map((log) => log.payload);
    expect(payloads.every((payload) => payload.connectorId === connectorId)).toBe(true);
    expect(payloads).toContainEqual(expect.objectContaining({ result: 'Success', idpInitiated: true }));
    const codes = payloads.flatMap((payload) =>
      payload.result === 'Error' ? [(payload.error as { code: string }).code] : [],
    );
    expect(codes).toEqual(
      expect.arrayContaining(['sso_connector.saml_unknown_request', 'sso_connector.saml_assertion_replayed']),
    );
    expect(JSON.stringify(payloads)).not.toContain('SAMLResponse');
    expect(JSON.stringify(payloads)).not.toContain(attributes.email);
  });
});
