import {
  createOrganizationGuard,
  organizationGuard,
  organizationListQueryGuard,
  organizationWithFeaturedGuard,
  patchOrganizationGuard,
} from '@gatehouse/schemas/organizations';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

export const tags = ['Organizations'];

const list = createRoute({
  method: 'get',
  path: '/api/organizations',
  summary: 'List organizations',
  description:
    'Newest first. `q` matches a part of the name, ignoring case. With `showFeatured=true` each organization also has `usersCount` and `featuredUsers` (its first three members: id, name, avatar, username). Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  security: authenticated,
  request: { query: organizationListQueryGuard.extend(paginationQueryGuard.shape) },
  responses: {
    200: jsonResponse(
      z.array(z.union([organizationWithFeaturedGuard, organizationGuard])),
      'The organizations, with `usersCount` and `featuredUsers` when `showFeatured=true`.',
    ),
    ...errorResponses(400, 401, 403),
  },
});
const create = createRoute({
  method: 'post',
  path: '/api/organizations',
  summary: 'Create an organization',
  description:
    '`customData` is a JSON object; `branding` holds http(s) URLs of the logo, dark logo, favicon and dark favicon.',
  tags,
  security: authenticated,
  request: { body: jsonBody(createOrganizationGuard) },
  responses: {
    201: jsonResponse(organizationGuard, 'The created organization.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});
const get = createRoute({
  method: 'get',
  path: '/api/organizations/{id}',
  summary: 'Get an organization',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 200: jsonResponse(organizationGuard, 'The organization.'), ...errorResponses(400, 401, 403, 404) },
});
const patch = createRoute({
  method: 'patch',
  path: '/api/organizations/{id}',
  summary: 'Update an organization',
  description: 'The fields sent change; `customData` and `branding` replace the stored ones.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(patchOrganizationGuard) },
  responses: {
    200: jsonResponse(organizationGuard, 'The updated organization.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/api/organizations/{id}',
  summary: 'Delete an organization',
  description:
    'Its memberships, the roles held there, its machine-to-machine applications, JIT settings and invitations go with it, in one transaction. Users and applications themselves stay.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404) },
});

/** Organizations themselves (peer-interfaces "Organizations"). */
export const registerOrganizationRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c, { optional: true });
    const { q, showFeatured } = c.req.valid('query');
    if (showFeatured === 'true') {
      const { items, total } = await c.var.services.organizations.listWithFeatured(q, pagination);
      if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
      return send(c, z.array(organizationWithFeaturedGuard), items, 200);
    }
    const { items, total } = await c.var.services.organizations.list(q, pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(organizationGuard), items, 200);
  });
  app.openapi(create, async (c) =>
    send(c, organizationGuard, await c.var.services.organizations.create(c.req.valid('json')), 201),
  );
  app.openapi(get, async (c) =>
    send(c, organizationGuard, await c.var.services.organizations.get(c.req.valid('param').id), 200),
  );
  app.openapi(patch, async (c) =>
    send(
      c,
      organizationGuard,
      await c.var.services.organizations.patch(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.organizations.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
