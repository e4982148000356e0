import {
  applicationGuard,
  applicationListQueryGuard,
  createApplicationGuard,
  createdApplicationGuard,
  patchApplicationGuard,
} from '@gatehouse/schemas/applications';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Applications'];

const list = defineRoute({
  method: 'get',
  path: '/api/applications',
  summary: 'List applications',
  description:
    'Applications of the tenant, newest first. Paginated when `page` or `page_size` is sent (with `Total-Number` and `Link` headers); otherwise the whole list.',
  tags,
  query: applicationListQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(applicationGuard), description: 'The applications.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/applications',
  summary: 'Create an application',
  description:
    'Creates an application. For confidential types (Traditional, MachineToMachine) the response carries the generated `secret` — the only time it is shown.',
  tags,
  body: createApplicationGuard,
  response: {
    status: 201,
    schema: createdApplicationGuard,
    description: 'The created application, with its secret for confidential types.',
  },
  errors: [422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/applications/{id}',
  summary: 'Get an application',
  tags,
  params: idParams,
  response: { status: 200, schema: applicationGuard, description: 'The application.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/applications/{id}',
  summary: 'Update an application',
  description:
    'Updates the given fields. `oidcClientMetadata` and `customClientMetadata` are merged into the stored values; `customData` replaces it. `isAdmin` grants or removes the management API access role of a machine-to-machine application.',
  tags,
  params: idParams,
  body: patchApplicationGuard,
  response: { status: 200, schema: applicationGuard, description: 'The updated application.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/applications/{id}',
  summary: 'Delete an application',
  description: 'Deletes the application with its secrets and role assignments, and revokes nothing already issued.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});

const asArray = <T>(value: T | T[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

export const registerApplicationRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const query = c.req.valid('query');
    const pagination = readPagination(c, { optional: true });
    const { items, total } = await c.var.services.applications.list(
      {
        types: asArray(query.types),
        isThirdParty: query.isThirdParty === undefined ? undefined : query.isThirdParty === 'true',
        excludeRoleId: query.excludeRoleId,
        excludeOrganizationId: query.excludeOrganizationId,
        search: query.search,
      },
      pagination,
    );
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(applicationGuard), items, 200);
  });

  app.openapi(create, async (c) => {
    const created = await c.var.services.applications.create(c.req.valid('json'));
    return send(c, createdApplicationGuard, created, 201);
  });

  app.openapi(get, async (c) => {
    const application = await c.var.services.applications.get(c.req.valid('param').id);
    return send(c, applicationGuard, application, 200);
  });

  app.openapi(patch, async (c) => {
    const application = await c.var.services.applications.patch(c.req.valid('param').id, c.req.valid('json'));
    return send(c, applicationGuard, application, 200);
  });

  app.openapi(remove, async (c) => {
    await c.var.services.applications.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
