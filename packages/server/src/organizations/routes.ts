import {
  createOrganizationGuard,
  organizationGuard,
  organizationListQueryGuard,
  organizationWithFeaturedGuard,
  patchOrganizationGuard,
} from '@gatehouse/schemas/organizations';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

export const tags = ['Organizations'];

const list = defineRoute({
  method: 'get',
  path: '/api/organizations',
  summary: 'List organizations',
  description:
    'Newest first. `q` matches a part of the name, ignoring case. With `showFeatured=true` each organization also has `usersCount` and `featuredUsers` (its first three members: id, name, avatar, username). Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  query: organizationListQueryGuard.extend(paginationQueryGuard.shape),
  response: {
    status: 200,
    schema: z.array(z.union([organizationWithFeaturedGuard, organizationGuard])),
    description: 'The organizations, with `usersCount` and `featuredUsers` when `showFeatured=true`.',
  },
});
const create = defineRoute({
  method: 'post',
  path: '/api/organizations',
  summary: 'Create an organization',
  description:
    '`customData` is a JSON object; `branding` holds http(s) URLs of the logo, dark logo, favicon and dark favicon.',
  tags,
  body: createOrganizationGuard,
  response: { status: 201, schema: organizationGuard, description: 'The created organization.' },
});
const get = defineRoute({
  method: 'get',
  path: '/api/organizations/{id}',
  summary: 'Get an organization',
  tags,
  params: idParams,
  response: { status: 200, schema: organizationGuard, description: 'The organization.' },
});
const patch = defineRoute({
  method: 'patch',
  path: '/api/organizations/{id}',
  summary: 'Update an organization',
  description: 'The fields sent change; `customData` and `branding` replace the stored ones.',
  tags,
  params: idParams,
  body: patchOrganizationGuard,
  response: { status: 200, schema: organizationGuard, description: 'The updated organization.' },
});
const remove = defineRoute({
  method: 'delete',
  path: '/api/organizations/{id}',
  summary: 'Delete an organization',
  description:
    'Its memberships, the roles held there, its machine-to-machine applications, JIT settings and invitations go with it, in one transaction. Users and applications themselves stay.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
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
