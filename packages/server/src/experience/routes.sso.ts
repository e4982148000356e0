import { ssoConnectorSummaryGuard, ssoConnectorsByEmailQueryGuard } from '@gatehouse/schemas/sso-connectors';
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ssoConnectorsByEmail } from '../enterprise-sso/public';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { anonymous, withMiddleware } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const summaries = z.array(ssoConnectorSummaryGuard);

const lookup = defineRoute({
  method: 'get',
  path: '/api/experience/sso-connectors',
  summary: "Find the enterprise SSO connector of an email's domain",
  description:
    'The connectors owning the domain of `email` (at most one; empty when none does), with what the sign-in pages show: id, name, provider and branding. Never the config.',
  tags: ['Experience'],
  security: anonymous,
  query: ssoConnectorsByEmailQueryGuard,
  response: { status: 200, schema: summaries, description: 'The connectors.' },
  errors: [429],
});

/** The sign-in pages' email-domain routing to enterprise SSO, under the Experience API's request limit. */
export const registerSsoLookupRoute = (app: ApiApp, deps: PlatformDeps, limit: MiddlewareHandler<AppEnv>) => {
  app.openapi(withMiddleware(lookup, limit), async (c) =>
    send(c, summaries, await ssoConnectorsByEmail(deps, c.get('tenantId'), c.req.valid('query').email), 200),
  );
};
