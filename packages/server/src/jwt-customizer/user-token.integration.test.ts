import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, discover, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let issuer: string;
const resource = 'https://jwt.example.com/api';
const redirectUri = 'https://rp.example.com/callback';

beforeAll(async () => {
  gh = await startTestGatehouse();
  issuer = `${gh.userUrl}/oidc`;
  http = api(gh.userUrl, await managementToken(issuer, await createManagementApp(gh)));
  expect((await http.post('/api/resources', { name: 'JWT API', indicator: resource })).status).toBe(201);
});
afterAll(() => gh?.stop());

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** An authorization code flow for `userId` with `resource`, the interaction completed through the provider's record. */
const userAccessToken = async (appId: string, userId: string) => {
  const config = await discover(issuer, appId, undefined, 'none');
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const start = await fetch(
    client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      resource,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      prompt: 'consent',
    }),
    { redirect: 'manual' },
  );
  const cookies = cookiesOf(start);
  const uid = /_interaction=([^;]+)/.exec(cookies)?.[1] ?? '';
  const { provider } = await gh.runtimes.get('default');
  const interaction = await provider.Interaction.find(uid);
  if (!interaction) throw new Error('interaction not found');
  const grant = new provider.Grant({ accountId: userId, clientId: appId });
  grant.addOIDCScope('openid');
  grant.addResourceScope(resource, '');
  interaction.result = { login: { accountId: userId }, consent: { grantId: await grant.save() } };
  await interaction.save(3600);
  const resume = await fetch(new URL(`/oidc/auth/${uid}`, gh.userUrl), {
    headers: { cookie: cookies },
    redirect: 'manual',
  });
  const callback = new URL(resume.headers.get('location') ?? '');
  return client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
};

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());

describe('custom JWT on user access tokens', () => {
  it('gives the script the user’s profile and custom data, and puts its claims in the access token', async () => {
    const userId = 'jwt-user-1';
    await gh.deps.database.withTenant('default', (trx) =>
      trx
        .insertInto('users')
        .values({
          tenantId: 'default',
          id: userId,
          username: 'jwt_user',
          primaryEmail: 'jwt-user@example.com',
          profile: '{}',
          identities: JSON.stringify({ github: { userId: 'gh-1', details: {} } }),
          customData: JSON.stringify({ plan: 'pro' }),
        })
        .execute(),
    );
    const app = await createApplicationService(gh.deps, 'default').create({
      name: 'JWT SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    const saved = await http.put('/api/configs/jwt-customizer/access-token', {
      script: `const getCustomJwtClaims = async ({ token, context }) => ({
        plan: context.user.customData.plan,
        email: context.user.primaryEmail,
        social: Object.keys(context.user.identities),
        roles: context.user.roles.map((role) => role.name),
        grant: context.grant.type,
        user_in_token: token.accountId,
        sub: 'forged',
      });`,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const tokens = await userAccessToken(app.id, userId);
    const claims = payloadOf(tokens.access_token);
    expect(claims).toMatchObject({
      aud: resource,
      sub: userId,
      plan: 'pro',
      email: 'jwt-user@example.com',
      social: ['github'],
      roles: [],
      grant: 'authorization_code',
      user_in_token: userId,
    });
    // The ID token is not an access token: no script claims there.
    expect(tokens.id_token && payloadOf(tokens.id_token).plan).toBeUndefined();
  });
});
