import { customDataGuard, meGuard, patchMeGuard } from '@gatehouse/schemas/users';
import { createRoute } from '@hono/zod-openapi';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { authenticated, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { meAuth } from './auth';
import { createMeService } from './service';

const tags = ['Console profile'];

const get = createRoute({
  method: 'get',
  path: '/me',
  summary: 'Get my console profile',
  description: 'Admin endpoint only: the signed-in console user.',
  tags,
  security: authenticated,
  responses: { 200: jsonResponse(meGuard, 'The profile.'), ...errorResponses(401, 403, 404) },
});
const patch = createRoute({
  method: 'patch',
  path: '/me',
  summary: 'Update my name, username or avatar',
  tags,
  security: authenticated,
  request: { body: jsonBody(patchMeGuard) },
  responses: { 200: jsonResponse(meGuard, 'The profile.'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});
const getCustomData = createRoute({
  method: 'get',
  path: '/me/custom-data',
  summary: 'Get my custom data (console preferences)',
  tags,
  security: authenticated,
  responses: { 200: jsonResponse(customDataGuard, 'The custom data.'), ...errorResponses(401, 403, 404) },
});
const patchCustomData = createRoute({
  method: 'patch',
  path: '/me/custom-data',
  summary: 'Update my custom data',
  description: 'Merges the given top-level keys into the custom data and returns the result.',
  tags,
  security: authenticated,
  request: { body: jsonBody(customDataGuard) },
  responses: {
    200: jsonResponse(customDataGuard, 'The custom data.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const registerMeRoutes = (app: ApiApp, deps: PlatformDeps, runtimes: RuntimeRegistry) => {
  app.use('/me', meAuth(runtimes, deps.config));
  app.use('/me/*', meAuth(runtimes, deps.config));
  const service = (c: { get: (key: 'auth') => { subject: string } }) =>
    createMeService(deps, 'admin', c.get('auth').subject);

  app.openapi(get, async (c) => send(c, meGuard, await service(c).get(), 200));
  app.openapi(patch, async (c) => send(c, meGuard, await service(c).patch(c.req.valid('json')), 200));
  app.openapi(getCustomData, async (c) => send(c, customDataGuard, await service(c).getCustomData(), 200));
  app.openapi(patchCustomData, async (c) =>
    send(c, customDataGuard, await service(c).patchCustomData(c.req.valid('json')), 200),
  );
};
