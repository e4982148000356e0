import {
  createTenantGuard,
  memberTenantGuard,
  patchTenantGuard,
  tenantEndpointsGuard,
  tenantIdPattern,
} from '@gatehouse/schemas/tenants';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { consoleAuthenticated } from '../platform/http/openapi';
import { requestLimit } from '../platform/http/rate-limit';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { postgresLimiter } from '../platform/rate-limits';
import { tenantEndpointOf } from '../platform/regions';
import { createTenantCloudService, type Provision } from './service.cloud';

export const tags = ['Cloud: tenants'];
export const security = consoleAuthenticated;
export const tenantParams = z.object({ tenantId: z.string().regex(tenantIdPattern) });

/** New tenants per console user: each one seeds keys and a sign-in experience. */
const creationLimit = { points: 20, duration: 3600 };

const list = defineRoute({
  method: 'get',
  path: '/api/tenants',
  summary: 'List my tenants',
  description:
    'The tenants the console user is a member of, oldest first, each with the user’s tenant role and its scopes.',
  tags,
  security,
  response: { status: 200, schema: z.array(memberTenantGuard), description: 'The tenants.' },
});
const create = defineRoute({
  method: 'post',
  path: '/api/tenants',
  summary: 'Create a tenant',
  description:
    'Seeds it like `default` (signing keys, management API, sign-in experience) with the caller as its admin. All or nothing: a failure leaves no tenant. `tag` defaults to development. A region this deployment does not serve (`GATEHOUSE_REGION`) is refused with 422 `tenant.region_not_served` (data: `regionName`, and `endpoint`, the user endpoint of the deployment serving it, or null). 429 past 20 an hour per user.',
  tags,
  security,
  body: createTenantGuard,
  response: { status: 201, schema: memberTenantGuard, description: 'The tenant, with the caller’s role.' },
  errors: [422, 429],
});
const patch = defineRoute({
  method: 'patch',
  path: '/api/tenants/{tenantId}',
  summary: 'Rename a tenant or change its tag',
  description:
    'Needs `manage:tenant` (403 `tenant.insufficient_scope`); 404 `tenant.not_found` for a tenant the caller is no member of.',
  tags,
  security,
  params: tenantParams,
  body: patchTenantGuard,
  response: { status: 200, schema: memberTenantGuard, description: 'The tenant.' },
});
const remove = defineRoute({
  method: 'delete',
  path: '/api/tenants/{tenantId}',
  summary: 'Delete a tenant and all its data',
  description: 'Needs `manage:tenant`. The built-in tenants cannot be deleted (422 `tenant.built_in`).',
  tags,
  security,
  params: tenantParams,
  response: { status: 204, description: 'Deleted.' },
  errors: [422],
});
const endpoints = defineRoute({
  method: 'get',
  path: '/api/.well-known/endpoints/{tenantId}',
  summary: 'Where a tenant is served',
  description:
    'The user endpoint URL of a tenant the caller is a member of (its OIDC issuer is this plus `/oidc`): this deployment’s when it serves the tenant’s region, else that of the deployment `GATEHOUSE_REGION_ENDPOINTS` names for it.',
  tags,
  security,
  params: tenantParams,
  response: { status: 200, schema: tenantEndpointsGuard, description: 'The endpoints.' },
});

/** The cloud API's tenants (spec §7; cloud edition, admin endpoint). */
export const registerTenantRoutes = (app: ApiApp, deps: PlatformDeps, provision: Provision) => {
  const service = createTenantCloudService(deps, provision);
  const userOf = (c: Context<AppEnv>) => c.get('auth').subject;
  const limited = requestLimit(
    postgresLimiter(deps.database, { keyPrefix: 'tenant-creation', ...creationLimit }),
    (c) => userOf(c),
  );

  app.openapi(list, async (c) => send(c, z.array(memberTenantGuard), await service.listOf(userOf(c)), 200));
  app.use(create.getRoutingPath(), async (c, next) => (c.req.method === 'POST' ? limited(c, next) : next()));
  app.openapi(create, async (c) =>
    send(c, memberTenantGuard, await service.create(userOf(c), c.req.valid('json')), 201),
  );
  app.openapi(patch, async (c) =>
    send(c, memberTenantGuard, await service.patch(userOf(c), c.req.valid('param').tenantId, c.req.valid('json')), 200),
  );
  app.openapi(remove, async (c) => {
    await service.remove(userOf(c), c.req.valid('param').tenantId);
    return c.body(null, 204);
  });
  app.openapi(endpoints, async (c) => {
    const { tenantId } = c.req.valid('param');
    const { regionName } = await service.get(userOf(c), tenantId);
    return send(c, tenantEndpointsGuard, { user: tenantEndpointOf(deps.config, tenantId, regionName) }, 200);
  });
};
