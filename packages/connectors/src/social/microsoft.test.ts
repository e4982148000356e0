import { afterAll, describe, expect, it } from 'vitest';
import microsoft, { consumersTenantId, createMicrosoftConnector, microsoftAuthority } from './microsoft';
import { expectConnectorError } from './test/expect-error';
import { type FakeIssuer, startFakeIssuer } from './test/fake-issuer';

const redirectUri = 'https://gatehouse.test/callback/ms-1';
const contoso = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const fabrikam = '0b3f2d6c-1e8a-4c55-9d2b-7a1f5e3c9d10';
const profile = { sub: 'pairwise-sub', email: 'ada@contoso.com', name: 'Ada' };

const fakes: FakeIssuer[] = [];
afterAll(() => Promise.all(fakes.map((fake) => fake.close())));

/** A fake Entra endpoint for `tenant`, whose discovery names `discovered` (a tenant id or the template). */
const entra = async (tenant: string, discovered: string) => {
  const fake = await startFakeIssuer({
    clientId: 'ms-app',
    clientSecret: 'ms-secret',
    authMethod: 'client_secret_post',
    basePath: `/${tenant}/v2.0`,
    issuerOf: (_base, origin) => `${origin}/${discovered}/v2.0`,
  });
  fakes.push(fake);
  const connector = createMicrosoftConnector({ authority: fake.url });
  const config = microsoft.configGuard.parse({ clientId: 'ms-app', clientSecret: 'ms-secret', tenant });
  /** A sign-in whose ID token comes from the user's tenant `tid` (its issuer naming `issTenant`). */
  const signIn = async (tid: string | undefined, issTenant = tid, claims: Record<string, unknown> = profile) => {
    const start = await connector.getAuthorizationUri({ state: 'st', redirectUri }, config);
    const data = fake.approve(start.authorizationUri, claims, { tid, iss: `${fake.url}/${issTenant}/v2.0` });
    return connector.getUserInfo({ data, redirectUri, session: start.session ?? {} }, config);
  };
  return { fake, connector, config, signIn };
};

describe('Microsoft Entra ID', () => {
  it('on common, accepts a token whose issuer names the tenant of its tid claim', async () => {
    const { signIn, fake } = await entra('common', '{tenantid}');
    expect(await signIn(contoso)).toMatchObject({ id: 'pairwise-sub', email: 'ada@contoso.com', name: 'Ada' });
    expect(await signIn(consumersTenantId)).toMatchObject({ id: 'pairwise-sub' });
    expect(fake.requests[0]?.path).toBe('/common/v2.0/.well-known/openid-configuration');
  });

  it('on common, refuses a token whose issuer is another tenant than its tid, or which has no tid', async () => {
    const { signIn } = await entra('common', '{tenantid}');
    const mismatch = await expectConnectorError(signIn(contoso, fabrikam), 'social_invalid_id_token');
    expect(mismatch.reason).toMatch(/iss/);
    await expectConnectorError(signIn(undefined, contoso), 'social_invalid_id_token');
    await expectConnectorError(signIn('not-a-tenant', 'not-a-tenant'), 'social_invalid_id_token');
    await expectConnectorError(signIn(contoso, '{tenantid}'), 'social_invalid_id_token');
  });

  it('on organizations, refuses personal accounts', async () => {
    const { signIn } = await entra('organizations', '{tenantid}');
    expect(await signIn(contoso)).toMatchObject({ id: 'pairwise-sub' });
    await expectConnectorError(signIn(consumersTenantId), 'social_invalid_id_token');
  });

  it('on one tenant, accepts only that tenant’s tokens', async () => {
    const { signIn } = await entra(contoso, contoso);
    expect(await signIn(contoso)).toMatchObject({ id: 'pairwise-sub' });
    await expectConnectorError(signIn(fabrikam), 'social_invalid_id_token');
  });

  it('refuses a tenant whose discovery names another tenant', async () => {
    const { connector, config } = await entra(contoso, fabrikam);
    const error = await expectConnectorError(
      connector.getAuthorizationUri({ state: 'st', redirectUri }, config),
      'invalid_config',
    );
    expect(error).toMatchObject({ field: 'tenant' });
    const multi = await entra('common', contoso);
    await expectConnectorError(
      multi.connector.getAuthorizationUri({ state: 'st', redirectUri }, multi.config),
      'invalid_config',
    );
  });

  it('counts the email verified only when the token says email_verified or xms_edov', async () => {
    const { signIn } = await entra('common', '{tenantid}');
    expect(await signIn(contoso)).toMatchObject({ email: 'ada@contoso.com', emailVerified: false });
    expect(await signIn(contoso, contoso, { ...profile, xms_edov: true })).toMatchObject({ emailVerified: true });
    expect(await signIn(contoso, contoso, { ...profile, email_verified: true })).toMatchObject({ emailVerified: true });
  });

  it('defaults to common on the real authority; a tenant is a name, never a path', () => {
    expect(microsoftAuthority).toBe('https://login.microsoftonline.com');
    expect(microsoft.configGuard.parse({ clientId: 'a', clientSecret: 'b' }).tenant).toBe('common');
    expect(microsoft.configGuard.safeParse({ clientId: 'a', clientSecret: 'b', tenant: '../evil' }).success).toBe(
      false,
    );
    expect(microsoft.configGuard.safeParse({ clientId: 'a', clientSecret: 'b', tenant: 'x/y' }).success).toBe(false);
  });
});
