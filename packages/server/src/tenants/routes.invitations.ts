import {
  acceptTenantInvitationGuard,
  createdTenantInvitationGuard,
  createTenantInvitationGuard,
  tenantInvitationGuard,
} from '@gatehouse/schemas/tenants';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { entityIdGuard } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { security, tenantParams } from './routes';
import type { TenantCloudService } from './service.cloud';
import { createTenantInvitationService } from './service.invitations';

const tags = ['Cloud: tenant invitations'];
const invitationParams = tenantParams.extend({ invitationId: entityIdGuard });
const idParams = z.object({ id: entityIdGuard });
const list = z.array(tenantInvitationGuard);

const listOfTenant = defineRoute({
  method: 'get',
  path: '/api/tenants/{tenantId}/invitations',
  summary: "List a tenant's invitations",
  description: 'Every status, newest first. Needs `invite:member`.',
  tags,
  security,
  params: tenantParams,
  response: { status: 200, schema: list, description: 'The invitations.' },
});
const create = defineRoute({
  method: 'post',
  path: '/api/tenants/{tenantId}/invitations',
  summary: 'Invite people to a tenant',
  description:
    'One invitation per email (up to 20), with the tenant role, all or none. Needs `invite:member`. Every email is checked first: when any is refused, none is written and `data.invitees` lists each refused email with its reason (`user.invalid_email` 400, a member’s `organization_invitation.invitee_is_member`, one with a Pending invitation `organization_invitation.pending_exists`); the error code is that reason when all share it, else 422 `tenant_invitation.invitees_refused`. Otherwise all are written in one transaction and then emailed through the admin tenant’s email connector when there is one (`emailed`); else, or when the provider refuses one, pass `link` on.',
  tags,
  security,
  params: tenantParams,
  body: createTenantInvitationGuard,
  response: { status: 201, schema: z.array(createdTenantInvitationGuard), description: 'The invitations.' },
  errors: [400, 422],
});
const revoke = defineRoute({
  method: 'delete',
  path: '/api/tenants/{tenantId}/invitations/{invitationId}',
  summary: 'Revoke (delete) an invitation',
  description: 'Needs `invite:member`.',
  tags,
  security,
  params: invitationParams,
  response: { status: 204, description: 'Deleted.' },
});
const resend = defineRoute({
  method: 'post',
  path: '/api/tenants/{tenantId}/invitations/{invitationId}/message',
  summary: 'Email an invitation again',
  description:
    'Needs `invite:member`. Without an email connector 422 `organization_invitation.no_email_connector` (its `data.link` is the link to pass on); a non-Pending one 422 `organization_invitation.invalid_status`.',
  tags,
  security,
  params: invitationParams,
  response: { status: 204, description: 'Sent.' },
  errors: [422],
});
const mine = defineRoute({
  method: 'get',
  path: '/api/invitations',
  summary: 'List the invitations to me',
  description: "Invitations to the console user's primary email, every status.",
  tags,
  security,
  response: { status: 200, schema: list, description: 'The invitations.' },
});
const getMine = defineRoute({
  method: 'get',
  path: '/api/invitations/{id}',
  summary: 'Get an invitation to me',
  description: 'Another person’s invitation is 403 `organization_invitation.email_mismatch`.',
  tags,
  security,
  params: idParams,
  response: { status: 200, schema: tenantInvitationGuard, description: 'The invitation.' },
});
const accept = defineRoute({
  method: 'patch',
  path: '/api/invitations/{id}/status',
  summary: 'Accept an invitation',
  description:
    'The console user becomes a member with the invitation’s role. 403 `organization_invitation.email_mismatch` unless their primary email is the invitee; 422 `organization_invitation.invalid_status` unless it is Pending; 404 `organization_invitation.not_found`.',
  tags,
  security,
  params: idParams,
  body: acceptTenantInvitationGuard,
  response: { status: 200, schema: tenantInvitationGuard, description: 'The accepted invitation.' },
  errors: [422],
});

/** Tenant invitations: sent by a tenant's admins, answered by the invitee (admin endpoint). */
export const registerTenantInvitationRoutes = (app: ApiApp, deps: PlatformDeps, tenants: TenantCloudService) => {
  const service = createTenantInvitationService(deps, tenants);
  const userOf = (c: Context<AppEnv>) => c.get('auth').subject;

  app.openapi(listOfTenant, async (c) =>
    send(c, list, await service.list(userOf(c), c.req.valid('param').tenantId), 200),
  );
  app.openapi(create, async (c) => {
    const created = await service.create(userOf(c), c.req.valid('param').tenantId, c.req.valid('json'));
    return send(c, z.array(createdTenantInvitationGuard), created, 201);
  });
  app.openapi(revoke, async (c) => {
    const { tenantId, invitationId } = c.req.valid('param');
    await service.revoke(userOf(c), tenantId, invitationId);
    return c.body(null, 204);
  });
  app.openapi(resend, async (c) => {
    const { tenantId, invitationId } = c.req.valid('param');
    await service.resend(userOf(c), tenantId, invitationId);
    return c.body(null, 204);
  });
  app.openapi(mine, async (c) => send(c, list, await service.mine(userOf(c)), 200));
  app.openapi(getMine, async (c) =>
    send(c, tenantInvitationGuard, await service.get(userOf(c), c.req.valid('param').id), 200),
  );
  app.openapi(accept, async (c) =>
    send(c, tenantInvitationGuard, await service.accept(userOf(c), c.req.valid('param').id), 200),
  );
};
