import { apiErrorMessage } from '@gatehouse/phrases/api/index';
import { experiencePhrases } from '@gatehouse/phrases/experience/index';
import { negotiateLanguage } from '@gatehouse/schemas/languages';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { pageSecurityHeaders } from '../experience/static';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { entityIdGuard } from '../platform/http/guards';
import { messagePageHtml } from '../platform/http/message-page';
import { anonymous, errorResponses, withMiddleware } from '../platform/http/openapi';
import { addressKey, requestLimit } from '../platform/http/rate-limit';
import { clientIp, postgresLimiter } from '../platform/rate-limits';
import { idpMetadata } from './idp-xml';
import { createSamlApplicationService } from './service';
import { finishSamlSignIn, startSamlSignIn } from './sign-in';
import { samlApplicationUrls } from './urls';

/*
 * The anonymous endpoints a SAML service provider (and its users' browsers) talk to: Gatehouse's
 * IdP metadata for the application, its single sign-on service (SP-initiated with an AuthnRequest
 * in the HTTP-Redirect or HTTP-POST binding; IdP-initiated without one) and the callback of the
 * sign-in through the tenant's pages, which answers the ACS.
 */

const tags = ['SAML applications'];
const params = z.object({ id: entityIdGuard });
const samlRequestFields = {
  SAMLRequest: z.string().min(1).max(100_000).optional(),
  RelayState: z.string().max(1024).optional(),
};
const authnDescription =
  "SP-initiated: `SAMLRequest` (an AuthnRequest whose Issuer is the application's entity id, 400 `saml_application.issuer_mismatch`; whose AssertionConsumerServiceURL, when given, is the configured ACS, 400 `saml_application.acs_url_mismatch`) and `RelayState`. IdP-initiated: no `SAMLRequest` (the Response then has no InResponseTo). The browser is sent on to the tenant's sign-in (`/oidc/auth` with the application's OIDC client), then to the callback, which posts the signed Response to the ACS. When the active signing certificate has expired nothing is signed: the browser gets a page saying so (422 `saml_application.active_secret_expired`), at the start and at the callback. When the application has `authnRequestsSigned`, an AuthnRequest must be signed with the key of its `requestSigningCertificate`: HTTP-Redirect with `SigAlg` (RSA-SHA256, RSA-SHA512 or ECDSA-SHA256) and `Signature` over `SAMLRequest`, `RelayState` and `SigAlg` as sent (bindings §3.4.4.1); HTTP-POST with an enveloped XML signature of the AuthnRequest. Unsigned: 400 `saml_application.request_signature_required`; a signature that does not verify: 400 `saml_application.invalid_request_signature`.";

const metadata = createRoute({
  method: 'get',
  path: '/api/saml-applications/{id}/metadata',
  summary: "A SAML application's identity provider metadata",
  description:
    "Gatehouse as the identity provider of the application (SAML 2.0 metadata): entity id, the active signing certificate, NameID formats, single sign-on service for the HTTP-Redirect and HTTP-POST bindings; `WantAuthnRequestsSigned` is the application's `authnRequestsSigned`.",
  tags,
  security: anonymous,
  request: { params },
  responses: {
    200: { description: 'The metadata.', content: { 'application/samlmetadata+xml': { schema: z.string() } } },
    ...errorResponses(400, 404, 422, 429),
  },
});

const authnRedirect = createRoute({
  method: 'get',
  path: '/api/saml/{id}/authn',
  summary: 'SAML single sign-on (HTTP-Redirect binding, or IdP-initiated)',
  description: authnDescription,
  tags,
  security: anonymous,
  request: {
    params,
    query: z.object({
      ...samlRequestFields,
      SigAlg: z.string().max(256).optional(),
      Signature: z.string().max(4096).optional(),
    }),
  },
  responses: { 302: { description: 'On to the sign-in pages.' }, ...errorResponses(400, 404, 422, 429) },
});

const authnPost = createRoute({
  method: 'post',
  path: '/api/saml/{id}/authn',
  summary: 'SAML single sign-on (HTTP-POST binding)',
  description: authnDescription,
  tags,
  security: anonymous,
  request: {
    params,
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: z.object(samlRequestFields) } },
    },
  },
  responses: { 303: { description: 'On to the sign-in pages.' }, ...errorResponses(400, 404, 413, 415, 422, 429) },
});

const callback = createRoute({
  method: 'get',
  path: '/api/saml-applications/{id}/callback',
  summary: "A SAML application's sign-in callback",
  description:
    "Where the tenant's authorization endpoint sends the browser back (`code`, `state`). The state must name a sign-in started at the single sign-on service and not finished (400 `saml_application.request_not_found`); a code that is not this sign-in's is 400 `saml_application.sign_in_failed`. Answers a page that posts the signed `SAMLResponse` (and `RelayState`) to the ACS; a sign-in refused or cancelled on the sign-in pages (`error`) posts a signed Response with status Responder / `AuthnFailed` and no assertion.",
  tags,
  security: anonymous,
  request: {
    params,
    query: z.object({
      code: z.string().max(512).optional(),
      state: z.string().max(64).optional(),
      error: z.string().max(256).optional(),
      error_description: z.string().max(2048).optional(),
      iss: z.string().max(2048).optional(),
    }),
  },
  responses: {
    200: { description: 'The page posting the Response to the ACS.', content: { 'text/html': { schema: z.string() } } },
    ...errorResponses(400, 404, 422, 429),
  },
});

/** Refusals a person in the browser must read on a page, not as JSON: the active certificate has expired. */
const browserRefusals = new Set<string>(['saml_application.active_secret_expired']);
const refusedInBrowser = (error: unknown): ApiError => {
  if (error instanceof ApiError && browserRefusals.has(error.code)) return error;
  throw error;
};
/** The page of such a refusal, in the browser's language (nothing is signed or sent to the SP). */
const refusalPage = (c: Context<AppEnv>, error: ApiError) => {
  const language = negotiateLanguage(c.req.header('accept-language'));
  const text = experiencePhrases[language].oidc_error;
  const html = messagePageHtml(language, {
    title: text.title,
    lines: [apiErrorMessage(error.code, language)],
    code: text.code.replace('{{code}}', error.code),
    tone: 'failure',
  });
  return c.html(html, error.status as 422, pageSecurityHeaders);
};

export const registerSamlApplicationPublicRoutes = (app: ApiApp, deps: PlatformDeps, runtimes: RuntimeRegistry) => {
  const limit: MiddlewareHandler<AppEnv> = requestLimit(
    postgresLimiter(deps.database, { keyPrefix: 'saml-application', points: 60, duration: 60 }),
    (c) => addressKey(c, deps.config.trustProxy),
  );
  const audit = (c: Context<AppEnv>) => ({
    ip: clientIp(c.env.incoming, deps.config.trustProxy),
    userAgent: c.req.header('user-agent'),
  });

  app.openapi(withMiddleware(metadata, limit), async (c) => {
    const tenantId = c.get('tenantId');
    const { id } = c.req.valid('param');
    const { application, key } = await createSamlApplicationService(deps, tenantId).findForSignIn(id, {
      allowExpired: true,
    });
    const urls = samlApplicationUrls(deps.config, tenantId, id);
    return c.body(idpMetadata(urls, key.certificate, application.authnRequestsSigned), 200, {
      'content-type': 'application/samlmetadata+xml; charset=utf-8',
    });
  });
  app.openapi(withMiddleware(authnRedirect, limit), async (c) => {
    const { SAMLRequest, RelayState } = c.req.valid('query');
    const next = await startSamlSignIn(
      deps,
      c.get('tenantId'),
      c.req.valid('param').id,
      {
        samlRequest: SAMLRequest,
        relayState: RelayState,
        binding: 'HTTP-Redirect',
        rawQuery: new URL(c.req.url).search.slice(1),
      },
      audit(c),
    ).catch(refusedInBrowser);
    return typeof next === 'string' ? c.redirect(next, 302) : refusalPage(c, next);
  });
  app.openapi(withMiddleware(authnPost, limit), async (c) => {
    const { SAMLRequest, RelayState } = c.req.valid('form');
    const next = await startSamlSignIn(
      deps,
      c.get('tenantId'),
      c.req.valid('param').id,
      { samlRequest: SAMLRequest, relayState: RelayState, binding: 'HTTP-POST' },
      audit(c),
    ).catch(refusedInBrowser);
    return typeof next === 'string' ? c.redirect(next, 303) : refusalPage(c, next);
  });
  app.openapi(withMiddleware(callback, limit), async (c) => {
    const page = await finishSamlSignIn(
      deps,
      runtimes,
      c.get('tenantId'),
      c.req.valid('param').id,
      c.req.valid('query'),
      audit(c),
    ).catch(refusedInBrowser);
    return 'html' in page ? c.html(page.html, 200, page.headers) : refusalPage(c, page);
  });
};
