import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createThirdPartyService } from '../applications/service.third-party';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { anonymous, errorResponses, jsonResponse } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { createConsentService } from './consent';

const tags = ['Experience'];
const redirectGuard = z.object({ redirectTo: z.string() });

/** What a third-party application asks consent for. */
const consentDetailsGuard = z.object({
  application: z.object({
    id: z.string(),
    name: z.string(),
    isThirdParty: z.boolean(),
    // A third-party application's own branding on the consent page (null: the tenant's).
    logoUrl: z.string().nullable(),
    darkLogoUrl: z.string().nullable(),
    primaryColor: z.string().nullable(),
    darkPrimaryColor: z.string().nullable(),
    termsOfUseUrl: z.string().nullable(),
    privacyPolicyUrl: z.string().nullable(),
  }),
  scopes: z.array(z.string()),
  claims: z.array(z.string()),
  resourceScopes: z.array(z.object({ indicator: z.string(), scopes: z.array(z.string()) })),
});
const consentDetails = createRoute({
  method: 'get',
  path: '/api/experience/consent',
  summary: 'What the application asks consent for',
  tags,
  security: anonymous,
  responses: {
    200: jsonResponse(consentDetailsGuard, 'The request.'),
    ...errorResponses(400, 404, 429),
  },
});
const consent = createRoute({
  method: 'post',
  path: '/api/experience/consent',
  summary: 'Give consent',
  tags,
  security: anonymous,
  responses: { 200: jsonResponse(redirectGuard, 'Where to go.'), ...errorResponses(400, 404, 429) },
});

const abort = createRoute({
  method: 'delete',
  path: '/api/experience',
  summary: 'Cancel the interaction',
  description: 'The user declines (for example on the consent page): the application receives `access_denied`.',
  tags,
  security: anonymous,
  responses: { 200: jsonResponse(redirectGuard, 'Where to go.'), ...errorResponses(404, 429) },
});

/** The consent page's steps (consent.ts): what is asked, grant, or decline. */
export const registerConsentRoutes = (app: ApiApp, deps: PlatformDeps, runtimes: RuntimeRegistry) => {
  const consentService = async (c: Context<AppEnv>) =>
    createConsentService(
      await runtimes.get(c.get('tenantId')),
      c.env.incoming,
      c.env.outgoing,
      createThirdPartyService(deps, c.get('tenantId')).findSignInExperience,
    );

  app.openapi(abort, async (c) => {
    const redirectTo = await (await consentService(c)).deny();
    return send(c, redirectGuard, { redirectTo }, 200);
  });
  app.openapi(consentDetails, async (c) => {
    return send(c, consentDetailsGuard, await (await consentService(c)).details(), 200);
  });
  app.openapi(consent, async (c) => {
    const redirectTo = await (await consentService(c)).grant();
    return send(c, redirectGuard, { redirectTo }, 200);
  });
};
