import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import discord, { createDiscordConnector, discordEndpoints } from './discord';
import { expectConnectorError } from './test/expect-error';
import { codeBook } from './test/fake-oauth';
import { type FakeServer, queryOf, startFakeServer } from './test/fake-server';

const redirectUri = 'https://gatehouse.test/callback/dc-1';
const book = codeBook();
const users: Record<string, Record<string, unknown>> = {
  verified: {
    id: '80351110224678912',
    username: 'nelly',
    global_name: 'Nelly',
    avatar: '8342729096ea3675442027381ff50dfe',
    email: 'nelly@discord.com',
    verified: true,
  },
  unverified: {
    id: '80351110224678913',
    username: 'sam',
    global_name: null,
    avatar: null,
    email: 'sam@example.com',
    verified: false,
  },
};

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer({
    'POST /api/oauth2/token': ({ form, basic }) => {
      if (basic?.id !== 'dc-id' || basic.secret !== 'dc-secret')
        return { status: 401, json: { error: 'invalid_client' } };
      if (form.get('grant_type') !== 'authorization_code')
        return { status: 400, json: { error: 'unsupported_grant_type' } };
      const result = book.redeem(form);
      if ('refusal' in result) {
        return { status: 400, json: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' } };
      }
      return {
        json: { access_token: result.accessToken, token_type: 'Bearer', expires_in: 604800, scope: 'identify email' },
      };
    },
    'GET /api/users/@me': (request) => {
      const user = users[book.userOf(request) ?? ''];
      return user ? { json: user } : { status: 401, json: { message: '401: Unauthorized', code: 0 } };
    },
  });
});
afterAll(() => fake.close());

const connector = () =>
  createDiscordConnector({
    endpoints: { authorization: `${fake.url}/oauth2/authorize`, api: `${fake.url}/api`, cdn: 'https://cdn.test' },
  });
const config = discord.configGuard.parse({ clientId: 'dc-id', clientSecret: 'dc-secret' });

const signIn = async (user: string) => {
  const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
  const data = book.approve(start.authorizationUri, user);
  return connector().getUserInfo({ data, redirectUri, session: start.session ?? {} }, config);
};

describe('Discord', () => {
  it('asks for the code with identify and email', async () => {
    const start = await connector().getAuthorizationUri({ state: 'st', redirectUri }, config);
    expect(queryOf(start.authorizationUri)).toMatchObject({
      response_type: 'code',
      client_id: 'dc-id',
      scope: 'identify email',
      state: 'st',
      redirect_uri: redirectUri,
    });
  });

  it('reads the user with their verified email and avatar', async () => {
    expect(await signIn('verified')).toMatchObject({
      id: '80351110224678912',
      name: 'Nelly',
      email: 'nelly@discord.com',
      emailVerified: true,
      avatar: 'https://cdn.test/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    });
  });

  it('keeps an unverified email unverified, and a user without avatar or display name', async () => {
    const user = await signIn('unverified');
    expect(user).toMatchObject({ name: 'sam', email: 'sam@example.com', emailVerified: false });
    expect(user).not.toHaveProperty('avatar');
  });

  it('reports a refused code', async () => {
    const error = await expectConnectorError(
      connector().getUserInfo({ data: { code: 'nope' }, redirectUri, session: {} }, config),
      'social_auth_code_invalid',
    );
    expect(error).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('talks to discord.com outside tests', () => {
    expect(discordEndpoints).toEqual({
      authorization: 'https://discord.com/oauth2/authorize',
      api: 'https://discord.com/api',
      cdn: 'https://cdn.discordapp.com',
    });
  });
});
