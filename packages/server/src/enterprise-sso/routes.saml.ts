import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { anonymous, errorResponses, withMiddleware } from '../platform/http/openapi';
import { clientIp } from '../platform/rate-limits';
import { openSsoConnector } from './public';
import { consumeSamlResponse, samlRefusalRedirect } from './saml';
import { idpInitiatedCookie, idpInitiatedSessionTtlMs } from './saml-idp-initiated';
import { serviceProviderOf } from './saml-metadata';

/*
 * The anonymous endpoints a SAML identity provider talks to: the Assertion Consumer Service
 * (HTTP-POST binding; the peer's `POST /api/authn/single-sign-on/saml/{connectorId}`) and the
 * service provider's metadata.
 */

const tags = ['Enterprise SSO'];
const params = z.object({ connectorId: z.string().min(1).max(21) });

const acs = createRoute({
  method: 'post',
  path: '/api/authn/single-sign-on/saml/{connectorId}',
  summary: "A SAML connector's Assertion Consumer Service",
  description:
    "Where the identity provider posts its answer (`SAMLResponse`, `RelayState`; HTTP-POST binding). The assertion must be signed with the provider's certificate (`sso_connector.saml_invalid_signature`), within its validity window give or take a minute (`sso_connector.saml_assertion_expired`), for our entity id (`sso_connector.saml_audience_mismatch`) and our ACS (`sso_connector.saml_recipient_mismatch`), answer a request we sent for this connector (`sso_connector.saml_unknown_request`) and not be used before (`sso_connector.saml_assertion_replayed`). Then the browser goes on (303) to the page's callback with its `state`, where `POST /api/experience/verification/sso/{connectorId}/verify` finishes the sign-in. A refused answer whose `RelayState` is the state of a sign-in waiting for this connector sends the browser back to that page's callback too, with `state` and the refusal's code as `error` (the verify call then answers that refusal, for the page to show with a way back); without one, the refusal is answered here as JSON. A refusal writes nothing: the request still takes a good answer.",
  tags,
  security: anonymous,
  request: {
    params,
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({
            SAMLResponse: z.string().min(1).max(500_000),
            RelayState: z.string().max(1024).optional(),
          }),
        },
      },
    },
  },
  responses: {
    303: { description: "On to the page's callback." },
    ...errorResponses(400, 404, 413, 415, 422, 429),
  },
});

const metadata = createRoute({
  method: 'get',
  path: '/api/authn/single-sign-on/saml/{connectorId}/metadata',
  summary: "A SAML connector's service provider metadata",
  description:
    "Gatehouse as the identity provider sees it (SAML 2.0 metadata): entity id, ACS (HTTP-POST), signed assertions wanted. The same document the connector's `serviceProvider.metadata` shows.",
  tags,
  security: anonymous,
  request: { params },
  responses: {
    200: {
      description: 'The metadata.',
      content: { 'application/samlmetadata+xml': { schema: z.string() } },
    },
    ...errorResponses(400, 404, 429),
  },
});

/** A connector that speaks SAML, or 404. */
const samlConnector = async (deps: PlatformDeps, tenantId: string, id: string) => {
  const connector = await openSsoConnector(deps, tenantId, id);
  if (connector.providerType !== 'saml') throw new ApiError('sso_connector.not_found', { id });
  return connector;
};

export const registerSamlRoutes = (app: ApiApp, deps: PlatformDeps, limit: MiddlewareHandler<AppEnv>) => {
  app.openapi(withMiddleware(acs, limit), async (c) => {
    const tenantId = c.get('tenantId');
    const connector = await samlConnector(deps, tenantId, c.req.valid('param').connectorId);
    const { SAMLResponse, RelayState } = c.req.valid('form');
    // Each answer the ACS takes or refuses is recorded (no assertion content, only the outcome).
    const audit = (payload: Record<string, unknown>, error?: ApiError) =>
      deps.logs.record(tenantId, 'Interaction.SingleSignOn.Saml.Acs', {
        result: error ? 'Error' : 'Success',
        ...(error && { error: { code: error.code, message: error.code } }),
        ip: clientIp(c.env.incoming, deps.config.trustProxy),
        userAgent: c.req.header('user-agent'),
        connectorId: connector.id,
        ...payload,
      });
    try {
      const { location, idpInitiatedToken } = await consumeSamlResponse(deps, tenantId, connector, SAMLResponse);
      audit({ idpInitiated: Boolean(idpInitiatedToken) });
      if (idpInitiatedToken) {
        setCookie(c, idpInitiatedCookie, idpInitiatedToken, {
          httpOnly: true,
          sameSite: 'Lax',
          secure: new URL(c.req.url).protocol === 'https:',
          path: '/',
          maxAge: idpInitiatedSessionTtlMs / 1000,
        });
      }
      return c.redirect(location, 303);
    } catch (error) {
      if (error instanceof ApiError) audit({}, error);
      const back = await samlRefusalRedirect(deps, tenantId, connector.id, RelayState, error);
      if (back) return c.redirect(back, 303);
      throw error;
    }
  });
  app.openapi(withMiddleware(metadata, limit), async (c) => {
    const tenantId = c.get('tenantId');
    const connector = await samlConnector(deps, tenantId, c.req.valid('param').connectorId);
    const { metadata } = await serviceProviderOf(deps.config, tenantId, connector.id, connector.spKey);
    return c.body(metadata, 200, {
      'content-type': 'application/samlmetadata+xml; charset=utf-8',
    });
  });
};
