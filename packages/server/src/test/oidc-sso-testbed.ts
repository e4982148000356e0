import {
  startTestProvider,
  type TestAccount,
  type TestProvider,
} from '@gatehouse/connectors/social/test/oidc-provider';
import { importJWK, SignJWT } from 'jose';
import { expect } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from './experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from './harness';
import { api, managementToken } from './oidc-client';

/*
 * Enterprise SSO through a real OpenID provider (oidc-provider) started by the test: a Gatehouse
 * whose sign-up asks for an email and a password (an SSO user needs no password of ours), an SPA
 * to sign in to, the provider with one client for Gatehouse, and the sign-in's steps as the
 * sign-in pages take them.
 */

export const ssoClientSecret = 'sso-client-secret-never-shown';
/** The sign-in pages' callback, registered at the provider. */
export const ssoRedirectUri = 'https://pages.gatehouse.test/callback/sso';
const appRedirect = 'http://localhost:5173/callback';
export const ada: TestAccount = { sub: 'idp-ada', email: 'Ada@Corp.example', email_verified: true, name: 'Ada Corp' };
/** An OIDC connector's config for the provider at `issuer`. */
export const oidcConfig = (issuer: string) => ({ issuer, clientId: 'gatehouse', clientSecret: ssoClientSecret });

export const startOidcSsoTestbed = async () => {
  const gh = await startTestGatehouse();
  const management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  const provider = await startTestProvider(
    [
      {
        client_id: 'gatehouse',
        client_secret: ssoClientSecret,
        redirect_uris: [ssoRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    ada,
  );
  const app = await createApplicationService(gh.deps, 'default').create({
    name: 'SSO SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [appRedirect], postLogoutRedirectUris: [] },
  });
  const settings = await management.patch('/api/sign-in-exp', {
    signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
    signUp: { identifiers: ['email'], password: true, verify: false },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const stop = async () => {
    await gh.stop();
    await provider.close();
  };
  return { gh, management, provider, appId: app.id, stop };
};

type Bed = { gh: TestGatehouse; provider: TestProvider; appId: string; connectorId: string };

export const oidcSsoSteps = (bed: () => Bed) => {
  const redirectUri = ssoRedirectUri;
  const flow = () => {
    const { gh, appId } = bed();
    return startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri: appRedirect });
  };
  type Flow = Awaited<ReturnType<typeof flow>>;

  /** Starts at the connector and signs in at the provider: the verification id and the callback's fields. */
  const authorize = async (attempt: Flow, event: 'SignIn' | 'Register' = 'SignIn') => {
    await attempt.call('PUT', '/api/experience', { interactionEvent: event });
    const started = await attempt.call(
      'POST',
      `/api/experience/verification/sso/${bed().connectorId}/authorization-uri`,
      {
        state: 'page-state-123',
        redirectUri,
      },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const url = new URL(started.body.authorizationUri);
    expect(url.origin).toBe(bed().provider.issuer);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const connectorData = await bed().provider.signIn(started.body.authorizationUri, redirectUri);
    return {
      verificationId: started.body.verificationId as string,
      connectorData,
      nonce: url.searchParams.get('nonce'),
    };
  };

  const ssoProof = async (attempt: Flow, event: 'SignIn' | 'Register' = 'SignIn') => {
    const { verificationId, connectorData } = await authorize(attempt, event);
    const verified = await attempt.call('POST', `/api/experience/verification/sso/${bed().connectorId}/verify`, {
      verificationId,
      connectorData,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verificationId;
  };

  const submit = async (attempt: Flow) => {
    const submitted = await attempt.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return (await attempt.finish(submitted.body.redirectTo)).claims()?.sub ?? '';
  };

  /** A full sign-in (registering when the identity is new): the user's id. */
  const signInThroughSso = async () => {
    const attempt = await flow();
    const verificationId = await ssoProof(attempt);
    const identified = await attempt.call('POST', '/api/experience/identification', { verificationId });
    if (identified.status === 404) {
      expect(identified.body.code).toBe('user.identity_not_found');
      await attempt.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
      const registered = await attempt.call('POST', '/api/experience/identification', { verificationId });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    } else {
      expect(identified.status, JSON.stringify(identified.body)).toBe(204);
    }
    return submit(attempt);
  };

  /** The token endpoint answers one crafted ID token, signed with the provider's own key. */
  const answerWithIdToken = async (claims: Record<string, unknown>, audience = 'gatehouse') => {
    const key = await importJWK(bed().provider.signingKey, 'RS256');
    bed().provider.interceptToken(async () => ({
      access_token: 'at',
      token_type: 'Bearer',
      id_token: await new SignJWT({ email: 'ada@corp.example', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
        .setSubject('idp-ada')
        .setIssuedAt()
        .setIssuer(bed().provider.issuer)
        .setAudience(audience)
        .setExpirationTime('5m')
        .sign(key),
    }));
  };

  return { flow, authorize, ssoProof, submit, signInThroughSso, answerWithIdToken };
};
