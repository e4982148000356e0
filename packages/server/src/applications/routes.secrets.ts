import {
  applicationSecretGuard,
  createApplicationSecretGuard,
  createdApplicationSecretGuard,
  patchApplicationSecretGuard,
} from '@gatehouse/schemas/applications';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { send } from '../platform/http/respond';

const tags = ['Application secrets'];
const secretParams = idParams.extend({ name: z.string().min(1).max(256) });

const list = createRoute({
  method: 'get',
  path: '/api/applications/{id}/secrets',
  summary: 'List application secrets',
  description:
    "Names, creation and expiry times of the application's secrets. Values are never listed: they are shown once, at creation.",
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: {
    200: jsonResponse(z.array(applicationSecretGuard), 'The secrets, oldest first.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const create = createRoute({
  method: 'post',
  path: '/api/applications/{id}/secrets',
  summary: 'Create an application secret',
  description:
    'Adds a named secret, optionally expiring (`expiresAt`, epoch ms). The response is the only one that carries its value.',
  tags,
  security: authenticated,
  request: { params: idParams, body: jsonBody(createApplicationSecretGuard) },
  responses: {
    201: jsonResponse(createdApplicationSecretGuard, 'The secret with its value.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});

const rename = createRoute({
  method: 'patch',
  path: '/api/applications/{id}/secrets/{name}',
  summary: 'Rename an application secret',
  tags,
  security: authenticated,
  request: { params: secretParams, body: jsonBody(patchApplicationSecretGuard) },
  responses: {
    200: jsonResponse(applicationSecretGuard, 'The renamed secret.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/api/applications/{id}/secrets/{name}',
  summary: 'Delete an application secret',
  description: 'The secret stops authenticating the application at once, on every instance.',
  tags,
  security: authenticated,
  request: { params: secretParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(400, 401, 403, 404),
  },
});

const removeLegacy = createRoute({
  method: 'delete',
  path: '/api/applications/{id}/legacy-secret',
  summary: 'Delete the legacy application secret',
  description:
    'The single secret made with the application (`hasLegacySecret`) stops authenticating it at once; named secrets keep working. 404 `application.secret_not_found` when there is none.',
  tags,
  security: authenticated,
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerApplicationSecretRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const secrets = await c.var.services.applications.listSecrets(c.req.valid('param').id);
    return send(c, z.array(applicationSecretGuard), secrets, 200);
  });

  app.openapi(create, async (c) => {
    const secret = await c.var.services.applications.createSecret(c.req.valid('param').id, c.req.valid('json'));
    return send(c, createdApplicationSecretGuard, secret, 201);
  });

  app.openapi(rename, async (c) => {
    const { id, name } = c.req.valid('param');
    const secret = await c.var.services.applications.renameSecret(id, name, c.req.valid('json').name);
    return send(c, applicationSecretGuard, secret, 200);
  });

  app.openapi(remove, async (c) => {
    const { id, name } = c.req.valid('param');
    await c.var.services.applications.deleteSecret(id, name);
    return c.body(null, 204);
  });

  app.openapi(removeLegacy, async (c) => {
    await c.var.services.applications.deleteLegacySecret(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
