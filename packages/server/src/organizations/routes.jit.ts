import {
  emailDomainParamGuard,
  emailDomainsGuard,
  jitEmailDomainGuard,
  organizationRoleIdsGuard,
  organizationRoleRefGuard,
  replaceEmailDomainsGuard,
  replaceOrganizationRoleIdsGuard,
} from '@gatehouse/schemas/organizations';
import {
  replaceSsoConnectorIdsGuard,
  ssoConnectorIdsGuard,
  ssoConnectorSummaryGuard,
} from '@gatehouse/schemas/sso-connectors';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { tags } from './routes';

const domainList = z.array(jitEmailDomainGuard);
const roleList = z.array(organizationRoleRefGuard);

const listDomains = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}/jit/email-domains',
  summary: "List an organization's just-in-time email domains",
  description:
    'A user created (by registration or the management API) with an email in one of these domains joins the organization with its JIT roles.',
  tags,
  params: idParams,
  response: { status: 200, schema: domainList, description: 'The domains.' },
});
const addDomains = defineRoute({
  method: 'post',
  path: '/api/organizations/{id}/jit/email-domains',
  summary: 'Add just-in-time email domains',
  description: 'Domains such as `example.com`, stored lower-cased; those already listed are kept once.',
  tags,
  params: idParams,
  body: emailDomainsGuard,
  response: { status: 201, description: 'Added.' },
});
const replaceDomains = defineRoute({
  method: 'put',
  path: '/api/organizations/{id}/jit/email-domains',
  summary: 'Replace the just-in-time email domains',
  tags,
  params: idParams,
  body: replaceEmailDomainsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const removeDomain = defineRoute({
  method: 'delete',
  path: '/api/organizations/{id}/jit/email-domains/{emailDomain}',
  summary: 'Remove a just-in-time email domain',
  tags,
  params: idParams.extend({ emailDomain: emailDomainParamGuard }),
  response: { status: 204, description: 'Removed.' },
});
const listRoles = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}/jit/roles',
  summary: "List an organization's just-in-time roles",
  description: 'The organization roles a user provisioned just in time gets.',
  tags,
  params: idParams,
  response: { status: 200, schema: roleList, description: 'The roles, by name.' },
});
const addRoles = defineRoute({
  method: 'post',
  path: '/api/organizations/{id}/jit/roles',
  summary: 'Add just-in-time roles',
  description: 'User-type organization roles only (400 `organization_role.type_mismatch`).',
  tags,
  params: idParams,
  body: organizationRoleIdsGuard,
  response: { status: 201, description: 'Added.' },
});
const replaceRoles = defineRoute({
  method: 'put',
  path: '/api/organizations/{id}/jit/roles',
  summary: 'Replace the just-in-time roles',
  tags,
  params: idParams,
  body: replaceOrganizationRoleIdsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const removeRole = defineRoute({
  method: 'delete',
  path: '/api/organizations/{id}/jit/roles/{organizationRoleId}',
  summary: 'Remove a just-in-time role',
  tags,
  params: idParams.extend({ organizationRoleId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
});

const connectorList = z.array(ssoConnectorSummaryGuard);
const listSsoConnectors = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}/jit/sso-connectors',
  summary: "List an organization's just-in-time SSO connectors",
  description:
    'A user created by signing in through one of these enterprise SSO connectors joins the organization with its JIT roles.',
  tags,
  params: idParams,
  response: { status: 200, schema: connectorList, description: 'The SSO connectors, by name.' },
});
const addSsoConnectors = defineRoute({
  method: 'post',
  path: '/api/organizations/{id}/jit/sso-connectors',
  summary: 'Add just-in-time SSO connectors',
  description: 'Connectors of the tenant only (404 `sso_connector.not_found`); those already listed are kept once.',
  tags,
  params: idParams,
  body: ssoConnectorIdsGuard,
  response: { status: 201, description: 'Added.' },
});
const replaceSsoConnectors = defineRoute({
  method: 'put',
  path: '/api/organizations/{id}/jit/sso-connectors',
  summary: 'Replace the just-in-time SSO connectors',
  tags,
  params: idParams,
  body: replaceSsoConnectorIdsGuard,
  response: { status: 204, description: 'Replaced.' },
});
const removeSsoConnector = defineRoute({
  method: 'delete',
  path: '/api/organizations/{id}/jit/sso-connectors/{ssoConnectorId}',
  summary: 'Remove a just-in-time SSO connector',
  tags,
  params: idParams.extend({ ssoConnectorId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
});

/** Just-in-time provisioning by email domain and by enterprise SSO connector. */
export const registerOrganizationJitRoutes = (app: ApiApp) => {
  app.openapi(listDomains, async (c) =>
    send(c, domainList, await c.var.services.jit.listEmailDomains(c.req.valid('param').id), 200),
  );
  app.openapi(addDomains, async (c) => {
    await c.var.services.jit.setEmailDomains(c.req.valid('param').id, c.req.valid('json').emailDomains);
    return c.body(null, 201);
  });
  app.openapi(replaceDomains, async (c) => {
    await c.var.services.jit.setEmailDomains(c.req.valid('param').id, c.req.valid('json').emailDomains, {
      replace: true,
    });
    return c.body(null, 204);
  });
  app.openapi(removeDomain, async (c) => {
    const { id, emailDomain } = c.req.valid('param');
    await c.var.services.jit.removeEmailDomain(id, emailDomain);
    return c.body(null, 204);
  });
  app.openapi(listRoles, async (c) =>
    send(c, roleList, await c.var.services.jit.listRoles(c.req.valid('param').id), 200),
  );
  app.openapi(addRoles, async (c) => {
    await c.var.services.jit.setRoles(c.req.valid('param').id, c.req.valid('json').organizationRoleIds);
    return c.body(null, 201);
  });
  app.openapi(replaceRoles, async (c) => {
    await c.var.services.jit.setRoles(c.req.valid('param').id, c.req.valid('json').organizationRoleIds, {
      replace: true,
    });
    return c.body(null, 204);
  });
  app.openapi(removeRole, async (c) => {
    const { id, organizationRoleId } = c.req.valid('param');
    await c.var.services.jit.removeRole(id, organizationRoleId);
    return c.body(null, 204);
  });
  app.openapi(listSsoConnectors, async (c) =>
    send(c, connectorList, await c.var.services.jit.listSsoConnectors(c.req.valid('param').id), 200),
  );
  app.openapi(addSsoConnectors, async (c) => {
    await c.var.services.jit.setSsoConnectors(c.req.valid('param').id, c.req.valid('json').ssoConnectorIds);
    return c.body(null, 201);
  });
  app.openapi(replaceSsoConnectors, async (c) => {
    await c.var.services.jit.setSsoConnectors(c.req.valid('param').id, c.req.valid('json').ssoConnectorIds, {
      replace: true,
    });
    return c.body(null, 204);
  });
  app.openapi(removeSsoConnector, async (c) => {
    const { id, ssoConnectorId } = c.req.valid('param');
    await c.var.services.jit.removeSsoConnector(id, ssoConnectorId);
    return c.body(null, 204);
  });
};
