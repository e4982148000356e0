import {
  applicationSecretGuard,
  createApplicationSecretGuard,
  createdApplicationSecretGuard,
  patchApplicationSecretGuard,
} from '@gatehouse/schemas/applications';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Application secrets'];
const secretParams = idParams.extend({ name: z.string().min(1).max(256) });

const list = defineRoute({
  method: 'get',
  path: '/api/applications/{id}/secrets',
  summary: 'List application secrets',
  description:
    "Names, creation and expiry times of the application's secrets. Values are never listed: they are shown once, at creation.",
  tags,
  params: idParams,
  response: { status: 200, schema: z.array(applicationSecretGuard), description: 'The secrets, oldest first.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/applications/{id}/secrets',
  summary: 'Create an application secret',
  description:
    'Adds a named secret, optionally expiring (`expiresAt`, epoch ms). The response is the only one that carries its value.',
  tags,
  params: idParams,
  body: createApplicationSecretGuard,
  response: { status: 201, schema: createdApplicationSecretGuard, description: 'The secret with its value.' },
  errors: [422],
});

const rename = defineRoute({
  method: 'patch',
  path: '/api/applications/{id}/secrets/{name}',
  summary: 'Rename an application secret',
  tags,
  params: secretParams,
  body: patchApplicationSecretGuard,
  response: { status: 200, schema: applicationSecretGuard, description: 'The renamed secret.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/applications/{id}/secrets/{name}',
  summary: 'Delete an application secret',
  description: 'The secret stops authenticating the application at once, on every instance.',
  tags,
  params: secretParams,
  response: { status: 204, description: 'Deleted.' },
});

const removeLegacy = defineRoute({
  method: 'delete',
  path: '/api/applications/{id}/legacy-secret',
  summary: 'Delete the legacy application secret',
  description:
    'The single secret made with the application (`hasLegacySecret`) stops authenticating it at once; named secrets keep working. 404 `application.secret_not_found` when there is none.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
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
