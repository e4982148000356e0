import {
  emailDomainParamGuard,
  emailDomainsGuard,
  jitEmailDomainGuard,
  organizationRoleIdsGuard,
  organizationRoleRefGuard,
  replaceEmailDomainsGuard,
  replaceOrganizationRoleIdsGuard,
} from '@gatehouse/schemas/organizations';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { tags } from './routes';

const domainList = z.array(jitEmailDomainGuard);
const roleList = z.array(organizationRoleRefGuard);

const listDomains = createRoute({
  method: 'get',
  path: '/api/organizations/{id}/jit/email-domains',
  summary: "List an organization's just-in-time email domains",
  description:
    'A user created (by registration or the management API) with an email in one of these domains joins the organization with its JIT roles.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(domainList, 'The domains.'), ...errorResponses(400, 401, 403, 404) },
});
const addDomains = createRoute({
  method: 'post',
  path: '/api/organizations/{id}/jit/email-domains',
  summary: 'Add just-in-time email domains',
  description: 'Domains such as `example.com`, stored lower-cased; those already listed are kept once.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(emailDomainsGuard) },
  responses: { 201: { description: 'Added.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const replaceDomains = createRoute({
  method: 'put',
  path: '/api/organizations/{id}/jit/email-domains',
  summary: 'Replace the just-in-time email domains',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(replaceEmailDomainsGuard) },
  responses: { 204: { description: 'Replaced.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const removeDomain = createRoute({
  method: 'delete',
  path: '/api/organizations/{id}/jit/email-domains/{emailDomain}',
  summary: 'Remove a just-in-time email domain',
  tags,
  security: authenticated,
  request: { params: idParams.extend({ emailDomain: emailDomainParamGuard }) },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});
const listRoles = createRoute({
  method: 'get',
  path: '/api/organizations/{id}/jit/roles',
  summary: "List an organization's just-in-time roles",
  description: 'The organization roles a user provisioned just in time gets.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(roleList, 'The roles, by name.'), ...errorResponses(400, 401, 403, 404) },
});
const addRoles = createRoute({
  method: 'post',
  path: '/api/organizations/{id}/jit/roles',
  summary: 'Add just-in-time roles',
  description: 'User-type organization roles only (400 `organization_role.type_mismatch`).',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(organizationRoleIdsGuard) },
  responses: { 201: { description: 'Added.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const replaceRoles = createRoute({
  method: 'put',
  path: '/api/organizations/{id}/jit/roles',
  summary: 'Replace the just-in-time roles',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(replaceOrganizationRoleIdsGuard) },
  responses: { 204: { description: 'Replaced.' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const removeRole = createRoute({
  method: 'delete',
  path: '/api/organizations/{id}/jit/roles/{organizationRoleId}',
  summary: 'Remove a just-in-time role',
  tags,
  security: authenticated,
  request: { params: idParams.extend({ organizationRoleId: entityIdGuard }) },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});

/** Just-in-time provisioning by email domain (enterprise SSO connectors come with enterprise SSO). */
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
};
