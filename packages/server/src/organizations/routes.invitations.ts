import { messagePayloadGuard } from '@gatehouse/connector-kit/messages';
import {
  createOrganizationInvitationGuard,
  organizationInvitationGuard,
  organizationInvitationListQueryGuard,
  putInvitationStatusGuard,
} from '@gatehouse/schemas/organizations';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Organization invitations'];

const list = defineRoute({
  method: 'get',
  path: '/api/organization-invitations',
  summary: 'List organization invitations',
  description:
    'Newest first, each with the organization roles it grants. Filter by `organizationId`, `inviterId` or `invitee` (an email). A Pending invitation past `expiresAt` shows as `Expired`. Paginated (`Total-Number`) when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  query: organizationInvitationListQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(organizationInvitationGuard), description: 'The invitations.' },
});
const create = defineRoute({
  method: 'post',
  path: '/api/organization-invitations',
  summary: 'Invite someone to an organization',
  description: [
    'Creates a Pending invitation for the email `invitee`, valid until `expiresAt` (epoch milliseconds, in the future; 400 `organization_invitation.invalid_expiry` otherwise), granting `organizationRoleIds` (User-type organization roles) on acceptance.',
    '',
    '422 `organization_invitation.invitee_is_member` when a member already has this email; 422 `organization_invitation.pending_exists` when this email already has a Pending invitation to the organization.',
    '',
    'With an email connector the invitation is emailed (template OrganizationInvitation, its `link` to the accept page filled in, `messagePayload` adding template values) unless `messagePayload` is `false`; an email the provider refuses creates no invitation. Without one, the caller delivers the invitation itself, as a link to its accept page carrying the invitation `id`.',
  ].join('\n'),
  tags,
  body: createOrganizationInvitationGuard,
  response: { status: 201, schema: organizationInvitationGuard, description: 'The invitation.' },
  errors: [404, 422],
});
const get = defineRoute({
  method: 'get',
  path: '/api/organization-invitations/{id}',
  summary: 'Get an organization invitation',
  tags,
  params: idParams,
  response: { status: 200, schema: organizationInvitationGuard, description: 'The invitation.' },
});
const remove = defineRoute({
  method: 'delete',
  path: '/api/organization-invitations/{id}',
  summary: 'Delete an organization invitation',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});
const putStatus = defineRoute({
  method: 'put',
  path: '/api/organization-invitations/{id}/status',
  summary: 'Accept or revoke an organization invitation',
  description:
    "Only a Pending invitation changes (422 `organization_invitation.invalid_status` for one Accepted, Revoked or Expired). `Accepted` needs `acceptedUserId`, a user whose primary email is the invitee (403 `organization_invitation.email_mismatch` otherwise): in one transaction they become a member with the invitation's roles.",
  tags,
  params: idParams,
  body: putInvitationStatusGuard,
  response: { status: 200, schema: organizationInvitationGuard, description: 'The invitation.' },
  errors: [422],
});

const message = defineRoute({
  method: 'post',
  path: '/api/organization-invitations/{id}/message',
  summary: 'Send an organization invitation’s email again',
  description:
    "Through the tenant's email connector; the body holds the values of the email template (`link`, `code`, …). Without an email connector a Pending invitation gets 422 `organization_invitation.no_email_connector`, and the caller delivers the invitation itself (a link to its accept page carrying the invitation `id`). One no longer Pending gets 422 `organization_invitation.invalid_status`.",
  tags,
  params: idParams,
  body: messagePayloadGuard,
  response: { status: 204, description: 'Sent.' },
  errors: [422],
});

/** Organization invitations (spec §4 states). */
export const registerOrganizationInvitationRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c, { optional: true });
    const { organizationId, inviterId, invitee } = c.req.valid('query');
    const { items, total } = await c.var.services.invitations.list({ organizationId, inviterId, invitee }, pagination);
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(organizationInvitationGuard), items, 200);
  });
  app.openapi(create, async (c) =>
    send(c, organizationInvitationGuard, await c.var.services.invitations.create(c.req.valid('json')), 201),
  );
  app.openapi(get, async (c) =>
    send(c, organizationInvitationGuard, await c.var.services.invitations.get(c.req.valid('param').id), 200),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.invitations.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(message, async (c) => {
    await c.var.services.invitations.sendMessage(c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(putStatus, async (c) =>
    send(
      c,
      organizationInvitationGuard,
      await c.var.services.invitations.setStatus(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
};
