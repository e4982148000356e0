import { ssoIdentityGuard } from '@gatehouse/schemas/sso-connectors';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, userIdGuard } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const params = z.object({ id: userIdGuard, connectorId: entityIdGuard });
const tags = ['Users'];

const get = defineRoute({
  method: 'get',
  path: '/api/users/{id}/sso-identities/{connectorId}',
  summary: "Get a user's enterprise SSO identity",
  description:
    'The identity the user signs in with at this SSO connector: issuer, subject (`identityId`) and the claims of the last sign-in. 404 `sso_connector.identity_not_found` when there is none.',
  tags,
  params,
  response: { status: 200, schema: ssoIdentityGuard, description: 'The identity.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/users/{id}/sso-identities/{connectorId}',
  summary: "Remove a user's enterprise SSO identity",
  description: 'The next sign-in through the connector links the identity again (or creates a user).',
  tags,
  params,
  response: { status: 204, description: 'Removed.' },
});

/** `GET|DELETE /api/users/{id}/sso-identities/{connectorId}` (peer-interfaces §3.2 users). */
export const registerSsoIdentityRoutes = (app: ApiApp) => {
  app.openapi(get, async (c) => {
    const { id, connectorId } = c.req.valid('param');
    return send(c, ssoIdentityGuard, await c.var.services.ssoIdentities.get(id, connectorId), 200);
  });
  app.openapi(remove, async (c) => {
    const { id, connectorId } = c.req.valid('param');
    await c.var.services.ssoIdentities.delete(id, connectorId);
    return c.body(null, 204);
  });
};
