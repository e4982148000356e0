import { putTenantMemberRoleGuard, tenantMemberGuard, tenantMemberScopeGuard } from '@gatehouse/schemas/tenants';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { userIdGuard } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { security, tenantParams } from './routes';
import { registerTenantInvitationRoutes } from './routes.invitations';
import { createTenantCloudService, type Provision } from './service.cloud';

const tags = ['Cloud: tenant members'];
const memberParams = tenantParams.extend({ userId: userIdGuard });

const list = defineRoute({
  method: 'get',
  path: '/api/tenants/{tenantId}/members',
  summary: 'List the members of a tenant',
  description: 'Each with their tenant role (admin or collaborator). Needs `read:member`.',
  tags,
  security,
  params: tenantParams,
  response: { status: 200, schema: z.array(tenantMemberGuard), description: 'The members, first to join first.' },
});
const putRole = defineRoute({
  method: 'put',
  path: '/api/tenants/{tenantId}/members/{userId}/roles',
  summary: "Set a member's tenant role",
  description:
    'Needs `update:member:role`. The last admin cannot become a collaborator (422 `tenant_member.last_admin`); 404 `tenant_member.not_found` for a user who is no member.',
  tags,
  security,
  params: memberParams,
  body: putTenantMemberRoleGuard,
  response: { status: 204, description: 'Set.' },
  errors: [422],
});
const remove = defineRoute({
  method: 'delete',
  path: '/api/tenants/{tenantId}/members/{userId}',
  summary: 'Remove a member from a tenant',
  description: 'Needs `remove:member`. The last admin cannot be removed (422 `tenant_member.last_admin`).',
  tags,
  security,
  params: memberParams,
  response: { status: 204, description: 'Removed.' },
  errors: [422],
});
const scopes = defineRoute({
  method: 'get',
  path: '/api/tenants/{tenantId}/members/{userId}/scopes',
  summary: "List a member's tenant scopes",
  description:
    'The tenant permissions (spec §6) the member holds. Anyone may ask for their own; another member’s needs `read:member`.',
  tags,
  security,
  params: memberParams,
  response: { status: 200, schema: z.array(tenantMemberScopeGuard), description: 'The scopes, by name.' },
});

/** Members of a tenant and their tenant roles (admin endpoint; `default` in the self-hosted edition too). */
export const registerTenantMemberRoutes = (app: ApiApp, deps: PlatformDeps, provision: Provision) => {
  const service = createTenantCloudService(deps, provision);
  registerTenantInvitationRoutes(app, deps, service);
  const userOf = (c: Context<AppEnv>) => c.get('auth').subject;

  app.openapi(list, async (c) =>
    send(c, z.array(tenantMemberGuard), await service.members(userOf(c), c.req.valid('param').tenantId), 200),
  );
  app.openapi(putRole, async (c) => {
    const { tenantId, userId } = c.req.valid('param');
    await service.setMemberRole(userOf(c), tenantId, userId, c.req.valid('json').roleName);
    return c.body(null, 204);
  });
  app.openapi(remove, async (c) => {
    const { tenantId, userId } = c.req.valid('param');
    await service.removeMember(userOf(c), tenantId, userId);
    return c.body(null, 204);
  });
  app.openapi(scopes, async (c) => {
    const { tenantId, userId } = c.req.valid('param');
    return send(c, z.array(tenantMemberScopeGuard), await service.memberScopes(userOf(c), tenantId, userId), 200);
  });
};
