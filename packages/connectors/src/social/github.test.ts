import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import github, { createGitHubConnector, gitHubEndpoints } from './github';
import { pkceChallenge } from './shared/oauth2';
import { expectConnectorError } from './test/expect-error';
import { codeBook } from './test/fake-oauth';
import { type FakeServer, queryOf, startFakeServer } from './test/fake-server';

const redirectUri = 'https://gatehouse.test/callback/gh-1';
const book = codeBook();
/** What GET /user/emails answers, per user (a status alone when GitHub refuses). */
const emails: Record<string, unknown> = {
  verified: [
    { email: 'old@example.com', primary: false, verified: true, visibility: null },
    { email: 'octo@example.com', primary: true, verified: true, visibility: 'public' },
  ],
  unverified: [{ email: 'new@example.com', primary: true, verified: false, visibility: 'private' }],
  noScope: 404,
};

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer({
    'POST /login/oauth/access_token': ({ form, headers }) => {
      if (headers.accept !== 'application/json') return { status: 406 };
      if (form.get('client_id') !== 'gh-id' || form.get('client_secret') !== 'gh-secret') {
        return {
          json: {
            error: 'incorrect_client_credentials',
            error_description: 'The client_id and/or client_secret passed are incorrect.',
          },
        };
      }
      const result = book.redeem(form);
      // GitHub answers a bad code with 200 and an error body.
      if ('refusal' in result) {
        return {
          json: { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
        };
      }
      return { json: { access_token: result.accessToken, token_type: 'bearer', scope: 'read:user,user:email' } };
    },
    'GET /user': (request) => {
      const user = book.userOf(request);
      if (!user || !request.headers['user-agent']) return { status: 401, json: { message: 'Bad credentials' } };
      return {
        json: {
          login: 'octocat',
          id: 583231,
          name: null,
          email: 'public@example.com',
          avatar_url: 'https://avatars/u/583231',
        },
      };
    },
    'GET /user/emails': (request) => {
      const answer = emails[book.userOf(request) ?? ''];
      return typeof answer === 'number' ? { status: answer, json: { message: 'Not Found' } } : { json: answer };
    },
  });
});
afterAll(() => fake.close());

const connector = () =>
  createGitHubConnector({
    endpoints: {
      authorization: `${fake.url}/login/oauth/authorize`,
      token: `${fake.url}/login/oauth/access_token`,
      api: fake.url,
    },
  });
const config = github.configGuard.parse({ clientId: 'gh-id', clientSecret: 'gh-secret' });

const signIn = async (user: string) => {
  const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
  const data = book.approve(start.authorizationUri, user);
  return connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config);
};

describe('GitHub', () => {
  it('asks for the code with the scopes, state and a PKCE challenge of the kept verifier', async () => {
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
    expect(start.authorizationUri.startsWith(`${fake.url}/login/oauth/authorize?`)).toBe(true);
    const query = queryOf(start.authorizationUri);
    expect(query).toMatchObject({
      client_id: 'gh-id',
      redirect_uri: redirectUri,
      state: 'st',
      scope: 'read:user user:email',
    });
    expect(query.code_challenge).toBe(pkceChallenge(start.session?.codeVerifier ?? ''));
    expect(query.code_challenge_method).toBe('S256');
  });

  it('reads the profile and the primary email, verified when GitHub says so', async () => {
    expect(await signIn('verified')).toMatchObject({
      id: '583231',
      name: 'octocat',
      email: 'octo@example.com',
      emailVerified: true,
      avatar: 'https://avatars/u/583231',
    });
  });

  it('keeps an unverified primary email unverified', async () => {
    expect(await signIn('unverified')).toMatchObject({ email: 'new@example.com', emailVerified: false });
  });

  it('falls back to the public email, unverified, without the user:email scope', async () => {
    expect(await signIn('noScope')).toMatchObject({ email: 'public@example.com', emailVerified: false });
  });

  it('reports a refused code (GitHub’s 200 with an error) and a wrong PKCE verifier', async () => {
    const refused = await expectConnectorError(
      connector().getUserInfo({ data: { code: 'forged', state: 'st' }, redirectUri, session: {} }, config),
      'social_auth_code_invalid',
    );
    expect(refused).toMatchObject({ error: 'bad_verification_code' });
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
    const data = book.approve(start.authorizationUri, 'verified');
    await expectConnectorError(
      connector().getUserInfo({ data, redirectUri, session: { codeVerifier: 'w'.repeat(43) } }, config),
      'social_auth_code_invalid',
    );
  });

  it('reports the user saying no as authorization_failed', async () => {
    const data = { error: 'access_denied', error_description: 'The user has denied your application access.' };
    const error = await expectConnectorError(
      connector().getUserInfo({ data, redirectUri, session: {} }, config),
      'authorization_failed',
    );
    expect(error).toEqual({ error: 'access_denied', description: 'The user has denied your application access.' });
  });

  it('talks to github.com outside tests', () => {
    expect(gitHubEndpoints.token).toBe('https://github.com/login/oauth/access_token');
    expect(gitHubEndpoints.api).toBe('https://api.github.com');
  });
});
