import type { Browser } from '@playwright/test';
import { newConfinedContext } from './browser';
import { administrator, adminUrl, defaultManagementResource, userUrl } from './env';
import { type Application, ManagementApi, publicSignInExperience } from './management';
import { register, signIn } from './pages';
import { RelyingParty } from './rp';

/**
 * The console's own client in the admin tenant, asking for a refresh token
 * (`offline_access` needs `prompt=consent`) and the default tenant's
 * management API, like the console client of the server's integration test.
 */
export const consoleRelyingParty = () =>
  RelyingParty.discover({
    issuer: `${adminUrl()}/oidc`,
    clientId: 'admin-console',
    redirectUri: `${adminUrl()}/console/callback`,
    defaults: { scope: 'openid profile offline_access all', resource: defaultManagementResource, prompt: 'consent' },
  });

/** The relying party of the tests on the default tenant: an SPA created through the management API. */
export const testApplication = (): Omit<Application, 'id'> => ({
  name: 'Gatehouse e2e',
  type: 'SPA',
  oidcClientMetadata: {
    redirectUris: [`${userUrl()}/e2e/callback`],
    postLogoutRedirectUris: [`${userUrl()}/e2e/signed-out`],
  },
});

export const testRelyingParty = (clientId: string) => {
  const { redirectUris, postLogoutRedirectUris } = testApplication().oidcClientMetadata;
  return RelyingParty.discover({
    issuer: `${userUrl()}/oidc`,
    clientId,
    redirectUri: redirectUris[0] ?? '',
    postLogoutRedirectUri: postLogoutRedirectUris[0] ?? '',
  });
};

/** Exchanges the console's refresh token for a management API token of the default tenant. */
export const managementApiFor = async (consoleClient: RelyingParty, refreshToken: string | undefined) => {
  if (!refreshToken) throw new Error('The console got no refresh token');
  const grant = await consoleClient.refresh(refreshToken, { resource: defaultManagementResource });
  return { grant, management: new ManagementApi(grant.access_token) };
};

/**
 * Signs the first administrator in on the console's sign-in page, in a
 * context of its own, and returns the management API with their token.
 * Registers them first when the admin tenant has no user yet (a run with
 * `--no-deps`, which skips first-admin.spec.ts).
 */
export const signInAsAdministrator = async (browser: Browser) => {
  const context = await newConfinedContext(browser);
  try {
    const page = await context.newPage();
    const consoleClient = await consoleRelyingParty();
    const flow = await consoleClient.authorize(page);
    const { signInMode } = await publicSignInExperience(adminUrl());
    if (signInMode === 'Register') await register(page, administrator.username, administrator.password);
    else await signIn(page, administrator.username, administrator.password);
    const { tokens } = await flow.finish();
    return (await managementApiFor(consoleClient, tokens.refresh_token)).management;
  } finally {
    await context.close();
  }
};
