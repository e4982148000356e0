import { captchaTokenGuard } from '@gatehouse/schemas/captcha';
import { identifierTypes } from '@gatehouse/schemas/identifiers';
import { interactionEvents } from '@gatehouse/schemas/logs';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { registerConnectionTestPublicRoutes } from '../enterprise-sso/routes.connection-tests';
import { registerSamlRoutes } from '../enterprise-sso/routes.saml';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { anonymous, errorResponses, jsonBody, jsonResponse } from '../platform/http/openapi';
import { addressKey, attemptLimit, requestLimit } from '../platform/http/rate-limit';
import { send } from '../platform/http/respond';
import { clientIp, postgresLimiter } from '../platform/rate-limits';
import { registerConsentRoutes } from './routes.consent';
import { registerContextRoutes } from './routes.context';
import { registerInvitationRoutes } from './routes.invitation';
import { registerMfaProfileRoutes } from './routes.mfa';
import { registerSsoLookupRoute } from './routes.sso';
import { createSentinel } from './sentinel';
import { createExperienceService } from './service';
import { registerVerificationRoutes } from './verifications/routes';

const tags = ['Experience'];
const eventBody = z.object({ interactionEvent: z.enum(interactionEvents), captchaToken: captchaTokenGuard.optional() });
const verificationIdGuard = z.object({ verificationId: z.string() });
const redirectGuard = z.object({ redirectTo: z.string() });
const stateErrors = errorResponses(400, 404, 413, 415, 422, 429);

/** What the sign-in pages read of the interaction. */
const interactionDetailsGuard = z.object({
  interactionEvent: z.enum(interactionEvents),
  userId: z.string().optional(),
  verificationIds: z.array(z.string()),
  applicationId: z.string().optional(),
});
const start = createRoute({
  method: 'put',
  path: '/api/experience',
  summary: 'Start an interaction',
  description:
    'Starts (or restarts) sign-in, registration or password reset for the interaction of the `_interaction` cookie.',
  tags,
  security: anonymous,
  request: { body: jsonBody(eventBody) },
  responses: { 204: { description: 'Started.' }, ...errorResponses(400, 403, 404, 413, 415, 422, 429) },
});
const setEvent = createRoute({
  method: 'put',
  path: '/api/experience/interaction-event',
  summary: 'Switch the interaction event',
  tags,
  security: anonymous,
  request: { body: jsonBody(eventBody) },
  responses: { 204: { description: 'Switched.' }, ...errorResponses(400, 403, 404, 413, 415, 422, 429) },
});
const details = createRoute({
  method: 'get',
  path: '/api/experience/interaction',
  summary: 'Get the interaction state',
  tags,
  security: anonymous,
  responses: {
    200: jsonResponse(interactionDetailsGuard, 'The interaction.'),
    ...errorResponses(400, 404, 429),
  },
});
const identification = createRoute({
  method: 'post',
  path: '/api/experience/identification',
  summary: 'Identify the user',
  description:
    'Signing in: resolves the verified user (204). Registering: creates the user (201). With a social verification whose email belongs to an account, 404 `user.identity_not_found` names it (masked) until `linkSocialIdentity: true` links the identity to it.',
  tags,
  security: anonymous,
  request: {
    body: jsonBody(
      verificationIdGuard.extend({
        /** With a social verification: link the identity to the account whose email it carries. */
        linkSocialIdentity: z.boolean().optional(),
      }),
    ),
  },
  responses: {
    201: { description: 'Registered.' },
    204: { description: 'Identified.' },
    ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429),
  },
});
const profile = createRoute({
  method: 'post',
  path: '/api/experience/profile',
  summary: 'Complete the profile',
  description: 'Supplies an identifier or a password the sign-up rules require and the account lacks.',
  tags,
  security: anonymous,
  request: {
    body: jsonBody(z.object({ type: z.enum([...identifierTypes, 'password']), value: z.string().min(1).max(256) })),
  },
  responses: { 204: { description: 'Saved.' }, ...stateErrors },
});
const submit = createRoute({
  method: 'post',
  path: '/api/experience/submit',
  summary: 'Finish the interaction',
  description:
    'Returns where the browser goes next: back into the authorization request. A second factor to verify: 403 `session.mfa.require_mfa_verification`; to enroll: 422 `session.mfa.mfa_enrollment_required` (both with `availableFactors`).',
  tags,
  security: anonymous,
  responses: { 200: jsonResponse(redirectGuard, 'Where to go.'), ...errorResponses(400, 401, 403, 404, 422, 429) },
});
/** Credential checks and registrations per minute per address and tenant. */
const experienceRequestLimit = { points: 60, duration: 60 };
/** Failed password checks per address and tenant (on top of the per-account lockout, sentinel.ts). */
const passwordAttemptLimit = { points: 60, duration: 60, blockDuration: 60 };

export const registerExperienceRoutes = (
  app: ApiApp,
  deps: PlatformDeps,
  runtimes: RuntimeRegistry,
  isBreached: (password: string) => Promise<boolean>,
) => {
  const sentinel = createSentinel(deps.attempts);
  const byAddress = (c: Context<AppEnv>) => addressKey(c, deps.config.trustProxy);
  // Where credentials are checked and new identities verified (each costs a database write, so the cheap
  // steps in between do not pay it). The limits are the routes' own middleware, so they apply to exactly
  // the requests that reach the route.
  const limited = requestLimit(
    postgresLimiter(deps.database, { keyPrefix: 'experience', ...experienceRequestLimit }),
    byAddress,
  );
  const passwordAttempts = attemptLimit(deps.attempts.gate('experience-password', passwordAttemptLimit), byAddress);

  app.use('/api/experience/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  const service = async (c: Context<AppEnv>) =>
    createExperienceService({
      deps,
      runtime: await runtimes.get(c.get('tenantId')),
      sentinel,
      isBreached,
      req: c.env.incoming,
      res: c.env.outgoing,
      ip: clientIp(c.env.incoming, deps.config.trustProxy),
      userAgent: c.req.header('user-agent'),
    });

  app.openapi(start, async (c) => {
    await (await service(c)).start(c.req.valid('json').interactionEvent, c.req.valid('json').captchaToken);
    return c.body(null, 204);
  });
  app.openapi(setEvent, async (c) => {
    await (await service(c)).setEvent(c.req.valid('json').interactionEvent);
    return c.body(null, 204);
  });
  app.openapi(details, async (c) => send(c, interactionDetailsGuard, await (await service(c)).details(), 200));
  registerVerificationRoutes(app, { requests: limited, passwordAttempts }, service);
  registerMfaProfileRoutes(app, deps, runtimes, { requests: limited, passwordAttempts });
  app.openapi(identification, async (c) => {
    const { verificationId, linkSocialIdentity } = c.req.valid('json');
    const outcome = await (await service(c)).identify(verificationId, linkSocialIdentity);
    return c.body(null, outcome === 'created' ? 201 : 204);
  });
  app.openapi(profile, async (c) => {
    await (await service(c)).updateProfile(c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(submit, async (c) => send(c, redirectGuard, { redirectTo: await (await service(c)).submit() }, 200));
  registerInvitationRoutes(app, deps, { sentinel, isBreached, limited, passwordAttempts });
  registerConsentRoutes(app, deps, runtimes);
  registerContextRoutes(app, deps, runtimes);
  registerSsoLookupRoute(app, deps, limited);
  registerSamlRoutes(app, deps, limited);
  registerConnectionTestPublicRoutes(app, deps, limited);
};
