import {
  createSsoConnectorGuard,
  patchSsoConnectorGuard,
  rotateSamlSpKeyGuard,
  ssoConnectorGuard,
  ssoProviderGuard,
} from '@gatehouse/schemas/sso-connectors';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

export const tags = ['Enterprise SSO'];
const connectorList = z.array(ssoConnectorGuard);
const providerList = z.array(ssoProviderGuard);

const providers = defineRoute({
  method: 'get',
  path: '/api/sso-connector-providers',
  summary: 'List the enterprise SSO providers',
  description:
    'OIDC, SAML, AzureAD (SAML), AzureAdOidc, GoogleWorkspace and Okta, with their protocol and config fields. `available: false` would mark a provider announced but not built in this release: creating a connector for it answers 422 `sso_connector.provider_not_available`.',
  tags,
  response: { status: 200, schema: providerList, description: 'The providers.' },
});

const list = defineRoute({
  method: 'get',
  path: '/api/sso-connectors',
  summary: 'List enterprise SSO connectors',
  description: "The tenant's connectors, oldest first, each with its email domains; secrets read `********`.",
  tags,
  response: { status: 200, schema: connectorList, description: 'The connectors.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/sso-connectors',
  summary: 'Create an enterprise SSO connector',
  description:
    "Only `providerName` and `connectorName` are required: a connector created without `config` is saved unconfigured (`configured: false`), so its id, and the redirect URI `{endpoint}/callback/{id}`, can be registered at the identity provider first; it is listed and editable, the sign-in pages do not offer it and starting a sign-in through it is 422 `sso_connector.not_configured`. A config given here or later by PATCH is checked whole. An OIDC-based provider's config is `issuer` (not for GoogleWorkspace), `clientId`, `clientSecret` and optional `scope` (with `openid`); the issuer's discovery document is read first (422 `sso_connector.discovery_failed` when it does not answer, is not one, or names another issuer). A SAML provider's (SAML, AzureAD) is one of `metadataUrl` (read now, with a timeout and a size limit: 422 `sso_connector.saml_metadata_unreachable`), `metadata` (the XML) or `entityId` + `signInEndpoint` + `x509Certificate`, with an optional `attributeMapping` (`email`, `name`); metadata that is not IdP metadata is 422 `sso_connector.saml_invalid_metadata`, a bad certificate 422 `sso_connector.saml_invalid_certificate`. A SAML connector's answers carry `serviceProvider`: the entity id, ACS URL, metadata and the certificate assertions may be encrypted to (a key pair made for the connector, sealed at rest), to give the identity provider. The config is encrypted at rest. An email domain another connector owns is 422 `sso_connector.domain_in_use`; a name another connector has, 422 `sso_connector.name_in_use`.",
  tags,
  body: createSsoConnectorGuard,
  response: { status: 201, schema: ssoConnectorGuard, description: 'The connector.' },
  errors: [422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/sso-connectors/{id}',
  summary: 'Get an enterprise SSO connector',
  tags,
  params: idParams,
  response: { status: 200, schema: ssoConnectorGuard, description: 'The connector.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/sso-connectors/{id}',
  summary: 'Update an enterprise SSO connector',
  description:
    'Changes the fields sent. A config replaces the stored one whole, checked and discovered again; a secret still reading `********` keeps its stored value. `domains` replaces the list.',
  tags,
  params: idParams,
  body: patchSsoConnectorGuard,
  response: { status: 200, schema: ssoConnectorGuard, description: 'The connector.' },
  errors: [422],
});

const rotateSpKey = defineRoute({
  method: 'post',
  path: '/api/sso-connectors/{id}/saml-sp-key/rotate',
  summary: "Rotate a SAML connector's encryption key pair",
  description:
    'Makes a new key pair and certificate for the connector: the SP metadata and `serviceProvider.encryptionCertificate` show the new certificate at once, for the identity provider to encrypt assertions to. The previous pair still decrypts assertions for `gracePeriodSeconds` (default 7 days, at most 90; 0 drops it now), shown as `serviceProvider.previousCertificateExpiresAt`; a pair older than that is dropped. A connector that does not speak SAML is 404 `sso_connector.not_found`.',
  tags,
  params: idParams,
  body: rotateSamlSpKeyGuard,
  response: { status: 200, schema: ssoConnectorGuard, description: 'The connector, with its new certificate.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/sso-connectors/{id}',
  summary: 'Delete an enterprise SSO connector',
  description: "Its domains, its users' identities at it and organizations' JIT entries for it go with it.",
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});

/** The management API of enterprise SSO connectors (peer-interfaces §3.2). */
export const registerSsoConnectorRoutes = (app: ApiApp) => {
  app.openapi(providers, async (c) => send(c, providerList, c.var.services.ssoConnectors.providers(), 200));
  app.openapi(list, async (c) => send(c, connectorList, await c.var.services.ssoConnectors.list(), 200));
  app.openapi(create, async (c) =>
    send(c, ssoConnectorGuard, await c.var.services.ssoConnectors.create(c.req.valid('json')), 201),
  );
  app.openapi(get, async (c) =>
    send(c, ssoConnectorGuard, await c.var.services.ssoConnectors.get(c.req.valid('param').id), 200),
  );
  app.openapi(patch, async (c) =>
    send(
      c,
      ssoConnectorGuard,
      await c.var.services.ssoConnectors.patch(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(rotateSpKey, async (c) =>
    send(
      c,
      ssoConnectorGuard,
      await c.var.services.ssoConnectors.rotateSpKey(c.req.valid('param').id, c.req.valid('json').gracePeriodSeconds),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.ssoConnectors.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
