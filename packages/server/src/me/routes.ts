import { customDataGuard, meGuard, patchMeGuard } from '@gatehouse/schemas/users';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { meAuth } from './auth';
import { createMeService } from './service';

const tags = ['Console profile'];

const get = defineRoute({
  method: 'get',
  path: '/me',
  summary: 'Get my console profile',
  description: 'Admin endpoint only: the signed-in console user.',
  tags,
  response: { status: 200, schema: meGuard, description: 'The profile.' },
  errors: [404],
});
const patch = defineRoute({
  method: 'patch',
  path: '/me',
  summary: 'Update my name, username or avatar',
  tags,
  body: patchMeGuard,
  response: { status: 200, schema: meGuard, description: 'The profile.' },
  errors: [404, 422],
});
const getCustomData = defineRoute({
  method: 'get',
  path: '/me/custom-data',
  summary: 'Get my custom data (console preferences)',
  tags,
  response: { status: 200, schema: customDataGuard, description: 'The custom data.' },
  errors: [404],
});
const patchCustomData = defineRoute({
  method: 'patch',
  path: '/me/custom-data',
  summary: 'Update my custom data',
  description: 'Merges the given top-level keys into the custom data and returns the result.',
  tags,
  body: customDataGuard,
  response: { status: 200, schema: customDataGuard, description: 'The custom data.' },
  errors: [404],
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
