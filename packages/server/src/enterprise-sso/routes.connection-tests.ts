import { negotiateLanguage } from '@gatehouse/schemas/languages';
import { ssoConnectionTestCreatedGuard, ssoConnectionTestGuard } from '@gatehouse/schemas/sso-connection-tests';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { pageSecurityHeaders } from '../experience/static';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { anonymous, errorResponses, withMiddleware } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { connectionTestPageHtml } from './connection-test-page';
import { finishConnectionTest, isTestState, startConnectionTest } from './connection-tests';
import { tags } from './routes';

/*
 * "Test connection" (connection-tests.ts): the console makes a test and polls it (management API);
 * the popup opens the test (anonymous, once) and comes back to the sign-in pages' callback, which a
 * test's state sends here instead of to the pages.
 */

const sessionId = z.string().min(1).max(64);

const create = defineRoute({
  method: 'post',
  path: '/api/sso-connectors/{id}/test-sessions',
  summary: 'Start a connection test of an enterprise SSO connector',
  description:
    "Makes a one-time test sign-in (five minutes): open `url` in a browser (a popup), which goes through the connector's real flow (OIDC authorization request, SAML AuthnRequest). The answer gets every check of a sign-in (signature, audience, nonce, replay…), but no user and no session are made: the test keeps the mapped profile and the claims received, or the refusal's code, for `GET …/test-sessions/{sessionId}`. A connector not configured yet is 422 `sso_connector.not_configured`.",
  tags,
  params: idParams,
  response: { status: 201, schema: ssoConnectionTestCreatedGuard, description: 'The test and the URL to open.' },
  errors: [422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/sso-connectors/{id}/test-sessions/{sessionId}',
  summary: 'Get a connection test of an enterprise SSO connector',
  description:
    '`status`: `pending` (not opened yet), `started` (waiting for the provider), `succeeded` (with `profile`, `claims` and, for SAML, `attributes`) or `failed` (with `error`: code and message; with what was received when the answer itself was good, such as no email). An expired or unknown test is 404 `sso_connector.test_session_not_found`.',
  tags,
  params: z.object({ id: idParams.shape.id, sessionId }),
  response: { status: 200, schema: ssoConnectionTestGuard, description: 'The test.' },
});

const open = createRoute({
  method: 'get',
  path: '/api/authn/single-sign-on/test-sessions/{sessionId}',
  summary: 'Open a connection test (the popup)',
  description:
    "Sends the browser (302) to the connector's identity provider with a state that marks the sign-in as a test; the provider answers at the usual callback (SAML: through the ACS). Once only: an unknown, expired or already opened test is 404 `sso_connector.test_session_not_found`.",
  tags,
  security: anonymous,
  request: { params: z.object({ sessionId }) },
  responses: { 302: { description: 'On to the identity provider.' }, ...errorResponses(400, 404, 422, 429) },
});

/** The management routes: make a test, read it. */
export const registerConnectionTestRoutes = (app: ApiApp) => {
  app.openapi(create, async (c) =>
    send(
      c,
      ssoConnectionTestCreatedGuard,
      await c.var.services.ssoConnectionTests.create(c.req.valid('param').id),
      201,
    ),
  );
  app.openapi(get, async (c) => {
    const { id, sessionId: testId } = c.req.valid('param');
    const language = negotiateLanguage(c.req.header('accept-language'));
    return send(c, ssoConnectionTestGuard, await c.var.services.ssoConnectionTests.get(id, testId, language), 200);
  });
};

/** The anonymous routes: the popup opens the test; the callback of a test's state ends it with a small page. */
export const registerConnectionTestPublicRoutes = (
  app: ApiApp,
  deps: PlatformDeps,
  limit: MiddlewareHandler<AppEnv>,
) => {
  app.openapi(withMiddleware(open, limit), async (c) =>
    c.redirect(await startConnectionTest(deps, c.get('tenantId'), c.req.valid('param').sessionId), 302),
  );
  // Before the sign-in pages' own `/callback/:connectorId`: only a test's state stops here.
  app.get('/callback/:connectorId', async (c, next) => {
    const tenantId = c.env.incoming.gatehouseTenantId;
    const data = Object.fromEntries(Object.entries(c.req.query()).slice(0, 20));
    if (!tenantId || !isTestState(data.state)) return next();
    const connectorId = c.req.param('connectorId').slice(0, 64);
    const outcome = (await finishConnectionTest(deps, tenantId, connectorId, data)) ?? {
      ok: false as const,
      code: new ApiError('sso_connector.test_session_not_found').code,
    };
    const language = negotiateLanguage(c.req.header('accept-language'));
    return c.html(connectionTestPageHtml(language, outcome), outcome.ok ? 200 : 400, pageSecurityHeaders);
  });
};
