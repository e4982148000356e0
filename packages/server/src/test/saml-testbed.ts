import { expect } from 'vitest';
import { createApplicationService } from '../applications/service';
import { createManagementApp, startTestGatehouse } from './harness';
import { api, managementToken } from './oidc-client';
import { startSamlIdp, type TestSamlIdp } from './saml-idp';
import { type SamlServiceProvider, samlAppRedirect } from './saml-steps';

/**
 * What the SAML connector tests start from: a Gatehouse, a management client of `default`, a SAML
 * IdP (`saml-idp.ts`) and an SPA to sign in to; with `emailPassword`, the sign-in experience signs
 * in and registers by email and password.
 */
export const startSamlTestbed = async ({ emailPassword = false } = {}) => {
  const gh = await startTestGatehouse();
  const management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  const idp = await startSamlIdp();
  const app = await createApplicationService(gh.deps, 'default').create({
    name: 'SAML SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [samlAppRedirect], postLogoutRedirectUris: [] },
  });
  if (emailPassword) {
    const settings = await management.patch('/api/sign-in-exp', {
      signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
      signUp: { identifiers: ['email'], password: true, verify: false },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  }
  const stop = async () => {
    await gh.stop();
    await idp.close();
  };
  return { gh, management, idp, appId: app.id, stop };
};

/** Creates a SAML connector (by default from the IdP's metadata XML): its id and service-provider side. */
export const createSamlConnector = async (
  management: ReturnType<typeof api>,
  idp: TestSamlIdp,
  fields: { connectorName: string } & Record<string, unknown>,
) => {
  const created = await management.post('/api/sso-connectors', {
    providerName: 'SAML',
    config: { metadata: idp.metadata() },
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { connectorId: created.body.id as string, sp: created.body.serviceProvider as SamlServiceProvider };
};
