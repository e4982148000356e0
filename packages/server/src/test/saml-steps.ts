import { expect } from 'vitest';
import { startSignIn } from './experience-client';
import type { TestGatehouse } from './harness';
import type { AssertionOptions, TestSamlIdp } from './saml-idp';

/*
 * The steps of a SAML sign-in as the sign-in pages and the browser take them, against a Gatehouse
 * and a SAML IdP a test started: the page asks for the IdP's URL, the IdP's answer is posted to
 * the ACS, the page's callback hands it over and the sign-in finishes.
 */

export type SamlServiceProvider = {
  entityId: string;
  acsUrl: string;
  metadataUrl: string;
  metadata: string;
  encryptionCertificate?: string;
};

type Bed = {
  gh: TestGatehouse;
  idp: TestSamlIdp;
  appId: string;
  connectorId: string;
  sp: SamlServiceProvider;
  /** The page's callback, which the ACS sends the browser on to. */
  redirectUri: string;
  attributes: Record<string, string>;
};

/** The application the sign-ins are for: its redirect URI. */
export const samlAppRedirect = 'http://localhost:5173/callback';
/** The page's state, the AuthnRequest's RelayState. */
export const samlPageState = 'page-state-saml';

export const samlSteps = (bed: () => Bed) => {
  const flow = () => {
    const { gh, appId } = bed();
    return startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri: samlAppRedirect });
  };
  type Flow = Awaited<ReturnType<typeof flow>>;

  /** Starts a SAML sign-in: the verification id and the AuthnRequest the IdP received. */
  const startSaml = async (attempt: Flow, event: 'SignIn' | 'Register' = 'SignIn') => {
    const { connectorId, redirectUri, idp } = bed();
    await attempt.call('PUT', '/api/experience', { interactionEvent: event });
    const started = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/authorization-uri`, {
      state: samlPageState,
      redirectUri,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.authorizationUri.startsWith(`${idp.base}/sso?`)).toBe(true);
    const request = await idp.readRequest(started.body.authorizationUri);
    return { verificationId: started.body.verificationId as string, request };
  };

  /** The browser posting the IdP's form to the ACS: a cross-site POST, so no sign-in cookie goes with it. */
  const postToAcs = async (samlResponse: string, relayState = samlPageState, id = bed().connectorId) => {
    const response = await fetch(`${bed().gh.userUrl}/api/authn/single-sign-on/saml/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }),
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, location: response.headers.get('location'), body: text ? JSON.parse(text) : {} };
  };

  const answer = (request: { id: string }, overrides: Partial<AssertionOptions> = {}) => {
    const { idp, sp, attributes } = bed();
    return idp.response({
      inResponseTo: request.id,
      acsUrl: sp.acsUrl,
      audience: sp.entityId,
      attributes,
      ...overrides,
    });
  };

  /** A whole sign-in (registering when new): the user's id. */
  const signInThroughSaml = async () => {
    const { connectorId, redirectUri } = bed();
    const attempt = await flow();
    const { verificationId, request } = await startSaml(attempt);
    const acs = await postToAcs(answer(request));
    expect(acs.status, JSON.stringify(acs.body)).toBe(303);
    const callback = new URL(acs.location ?? '');
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe(samlPageState);
    const verified = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: Object.fromEntries(callback.searchParams),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const identified = await attempt.call('POST', '/api/experience/identification', { verificationId });
    if (identified.status === 404) {
      await attempt.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
      const registered = await attempt.call('POST', '/api/experience/identification', { verificationId });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    } else {
      expect(identified.status, JSON.stringify(identified.body)).toBe(204);
    }
    const submitted = await attempt.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return (await attempt.finish(submitted.body.redirectTo)).claims()?.sub ?? '';
  };

  return { flow, startSaml, postToAcs, answer, signInThroughSaml };
};
