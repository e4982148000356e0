import {
  createSamlApplicationGuard,
  createSamlApplicationSecretGuard,
  patchSamlApplicationGuard,
  patchSamlApplicationSecretGuard,
  samlApplicationGuard,
  samlApplicationSecretGuard,
} from '@gatehouse/schemas/saml-applications';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['SAML applications'];
const secretParams = z.object({ id: entityIdGuard, secretId: entityIdGuard });

const create = defineRoute({
  method: 'post',
  path: '/api/saml-applications',
  summary: 'Create a SAML application',
  description:
    "Creates an application of type SAML (Gatehouse as its identity provider) with its SAML config and a first active signing certificate (three years), in one transaction. `encryption.encryptAssertion` requires `encryptThenSign` and the service provider's certificate (422 `saml_application.encryption_requirements`); a certificate that is no X.509 certificate is 422 `saml_application.invalid_certificate`. `authnRequestsSigned` (default false) makes the single sign-on service refuse AuthnRequests not signed with the key of `requestSigningCertificate` (the SP's certificate, PEM or base64 DER), which it then requires (422 `saml_application.request_signing_requirements`). `POST /api/applications` refuses type SAML (`application.saml_use_saml_applications`).",
  tags,
  body: createSamlApplicationGuard,
  response: { status: 201, schema: samlApplicationGuard, description: 'The created SAML application.' },
  errors: [422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/saml-applications/{id}',
  summary: 'Get a SAML application',
  tags,
  params: idParams,
  response: { status: 200, schema: samlApplicationGuard, description: 'The SAML application.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/saml-applications/{id}',
  summary: 'Update a SAML application',
  description:
    'Updates the given fields; `attributeMapping` and `encryption` replace the stored values. `authnRequestsSigned` needs a `requestSigningCertificate` (given or stored; 422 `saml_application.request_signing_requirements`).',
  tags,
  params: idParams,
  body: patchSamlApplicationGuard,
  response: { status: 200, schema: samlApplicationGuard, description: 'The updated SAML application.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/saml-applications/{id}',
  summary: 'Delete a SAML application',
  description: 'Deletes the application with its SAML config and signing certificates.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});

const listSecrets = defineRoute({
  method: 'get',
  path: '/api/saml-applications/{id}/secrets',
  summary: "List a SAML application's signing certificates",
  description: 'Newest first. Private keys are never returned.',
  tags,
  params: idParams,
  response: { status: 200, schema: z.array(samlApplicationSecretGuard), description: 'The certificates.' },
});

const createSecret = defineRoute({
  method: 'post',
  path: '/api/saml-applications/{id}/secrets',
  summary: 'Create a signing certificate',
  description:
    'A new key pair and self-signed certificate valid for `lifeSpanInYears`, inactive: give it to the service provider, then activate it.',
  tags,
  params: idParams,
  body: createSamlApplicationSecretGuard,
  response: { status: 201, schema: samlApplicationSecretGuard, description: 'The new certificate.' },
});

const patchSecret = defineRoute({
  method: 'patch',
  path: '/api/saml-applications/{id}/secrets/{secretId}',
  summary: 'Activate a signing certificate',
  description:
    'Activating one deactivates the others (one active at a time). The active one cannot be deactivated: activate another (422 `saml_application.active_secret_required`). An expired certificate cannot be activated (422 `saml_application.secret_expired`).',
  tags,
  params: secretParams,
  body: patchSamlApplicationSecretGuard,
  response: { status: 200, schema: samlApplicationSecretGuard, description: 'The certificate.' },
  errors: [422],
});

const deleteSecret = defineRoute({
  method: 'delete',
  path: '/api/saml-applications/{id}/secrets/{secretId}',
  summary: 'Delete a signing certificate',
  description: 'The active certificate cannot be deleted (422 `saml_application.active_secret_undeletable`).',
  tags,
  params: secretParams,
  response: { status: 204, description: 'Deleted.' },
  errors: [422],
});

export const registerSamlApplicationRoutes = (app: ApiApp) => {
  app.openapi(create, async (c) =>
    send(c, samlApplicationGuard, await c.var.services.samlApplications.create(c.req.valid('json')), 201),
  );
  app.openapi(get, async (c) =>
    send(c, samlApplicationGuard, await c.var.services.samlApplications.get(c.req.valid('param').id), 200),
  );
  app.openapi(patch, async (c) => {
    const updated = await c.var.services.samlApplications.patch(c.req.valid('param').id, c.req.valid('json'));
    return send(c, samlApplicationGuard, updated, 200);
  });
  app.openapi(remove, async (c) => {
    await c.var.services.samlApplications.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(listSecrets, async (c) => {
    const secrets = await c.var.services.samlApplications.listSecrets(c.req.valid('param').id);
    return send(c, z.array(samlApplicationSecretGuard), secrets, 200);
  });
  app.openapi(createSecret, async (c) => {
    const { id } = c.req.valid('param');
    const created = await c.var.services.samlApplications.createSecret(id, c.req.valid('json').lifeSpanInYears);
    return send(c, samlApplicationSecretGuard, created, 201);
  });
  app.openapi(patchSecret, async (c) => {
    const { id, secretId } = c.req.valid('param');
    const updated = await c.var.services.samlApplications.patchSecret(id, secretId, c.req.valid('json').active);
    return send(c, samlApplicationSecretGuard, updated, 200);
  });
  app.openapi(deleteSecret, async (c) => {
    const { id, secretId } = c.req.valid('param');
    await c.var.services.samlApplications.deleteSecret(id, secretId);
    return c.body(null, 204);
  });
};
