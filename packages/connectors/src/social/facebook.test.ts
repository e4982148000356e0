import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import facebook, { createFacebookConnector, facebookEndpoints } from './facebook';
import { expectConnectorError } from './test/expect-error';
import { codeBook } from './test/fake-oauth';
import { type FakeServer, queryOf, startFakeServer } from './test/fake-server';

const redirectUri = 'https://gatehouse.test/callback/fb-1';
const appSecret = 'fb-secret';
const book = codeBook();
const graphError = (message: string, code: number) => ({
  status: 400,
  json: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbC' } },
});

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer({
    // The Graph API's documented form: a GET with the parameters in the query.
    'GET /v23.0/oauth/access_token': ({ query }) => {
      if (query.get('client_id') !== 'fb-app' || query.get('client_secret') !== appSecret) {
        return graphError('Error validating client secret.', 1);
      }
      const result = book.redeem(query);
      if ('refusal' in result) return graphError('This authorization code has been used.', 100);
      return { json: { access_token: result.accessToken, token_type: 'bearer', expires_in: 5183944 } };
    },
    'GET /v23.0/me': (request) => {
      const user = book.userOf(request);
      if (!user)
        return {
          status: 401,
          json: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
        };
      const proof = createHmac('sha256', appSecret)
        .update(request.bearer ?? '')
        .digest('hex');
      if (request.query.get('appsecret_proof') !== proof)
        return graphError('Invalid appsecret_proof provided in the API argument', 100);
      if (request.query.get('fields') !== 'id,name,email,picture') return graphError('fields', 100);
      return {
        json: {
          id: '10224',
          name: 'Ada Lovelace',
          ...(user === 'no-email' ? {} : { email: 'ada@example.com' }),
          picture: {
            data: { height: 50, is_silhouette: false, url: 'https://platform-lookaside.fbsbx.com/p.jpg', width: 50 },
          },
        },
      };
    },
  });
});
afterAll(() => fake.close());

const connector = () =>
  createFacebookConnector({
    endpoints: { authorization: `${fake.url}/v23.0/dialog/oauth`, graph: `${fake.url}/v23.0` },
  });
const config = (secret = appSecret) => facebook.configGuard.parse({ clientId: 'fb-app', clientSecret: secret });

const signIn = async (user = 'default', secret = appSecret) => {
  const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config(secret));
  const data = book.approve(start.authorizationUri, user);
  return connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config(secret));
};

describe('Facebook', () => {
  it('opens the login dialog with the app id, scopes, state and callback', async () => {
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config());
    expect(queryOf(start.authorizationUri)).toMatchObject({
      client_id: 'fb-app',
      redirect_uri: redirectUri,
      state: 'st',
      scope: 'public_profile email',
      response_type: 'code',
    });
  });

  it('reads id, name, email and picture with an appsecret_proof; the email is never taken as verified', async () => {
    expect(await signIn()).toMatchObject({
      id: '10224',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: false,
      avatar: 'https://platform-lookaside.fbsbx.com/p.jpg',
    });
    expect(await signIn('no-email')).not.toHaveProperty('email');
  });

  it('reports a refused code and a wrong app secret with the Graph API’s words, not the secret', async () => {
    const used = await expectConnectorError(
      connector().getUserInfo({ data: { code: 'used' }, redirectUri, session: {} }, config()),
      'social_auth_code_invalid',
    );
    expect(used).toMatchObject({
      status: 400,
      error: 'OAuthException',
      description: 'This authorization code has been used.',
    });
    const wrong = await expectConnectorError(signIn('default', 'not-the-secret'), 'social_auth_code_invalid');
    expect(JSON.stringify(wrong)).not.toContain('not-the-secret');
  });

  it('reports the user declining as authorization_failed', async () => {
    const data = {
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
    };
    await expectConnectorError(
      connector().getUserInfo({ data, redirectUri, session: {} }, config()),
      'authorization_failed',
    );
  });

  it('talks to facebook.com outside tests', () => {
    expect(facebookEndpoints.authorization).toMatch(/^https:\/\/www\.facebook\.com\/v\d+\.\d\/dialog\/oauth$/);
    expect(facebookEndpoints.graph).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d$/);
  });
});
