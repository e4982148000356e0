import {
  applicationGuard,
  applicationListQueryGuard,
  createApplicationGuard,
  createdApplicationGuard,
  patchApplicationGuard,
} from '@gatehouse/schemas/applications';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';

const tags = ['Applications'];

const list = createRoute({
  method: 'get',
  path: '/api/applications',
  summary: 'List applications',
  description:
    'Applications of the tenant, newest first. Paginated when `page` or `page_size` is sent (with `Total-Number` and `Link` headers); otherwise the whole list.',
  tags,
  security: authenticated,
  request: { query: applicationListQueryGuard.extend(paginationQueryGuard.shape) },
  responses: {
    200: jsonResponse(z.array(applicationGuard), 'The applications.'),
    ...errorResponses(400, 401, 403),
  },
});

const create = createRoute({
  method: 'post',
  path: '/api/applications',
  summary: 'Create an application',
  description:
    'Creates an application. For confidential types (Traditional, MachineToMachine) the response carries the generated `secret` — the only time it is shown.',
  tags,
  security: authenticated,
  request: { body: jsonBody(createApplicationGuard) },
  responses: {
    201: jsonResponse(createdApplicationGuard, 'The created application, with its secret for confidential types.'),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

const get = createRoute({
  method: 'get',
  path: '/api/applications/{id}',
  summary: 'Get an application',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: {
    200: jsonResponse(applicationGuard, 'The application.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const patch = createRoute({
  method: 'patch',
  path: '/api/applications/{id}',
  summary: 'Update an application',
  description:
    'Updates the given fields. `oidcClientMetadata` and `customClientMetadata` are merged into the stored values; `customData` replaces it. `isAdmin` grants or removes the management API access role of a machine-to-machine application.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(patchApplicationGuard) },
  responses: {
    200: jsonResponse(applicationGuard, 'The updated application.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/api/applications/{id}',
  summary: 'Delete an application',
  description: 'Deletes the application with its secrets and role assignments, and revokes nothing already issued.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(400, 401, 403, 404),
  },
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
