import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { anonymous, errorResponses, jsonBody, withMiddleware } from '../platform/http/openapi';
import { clientIp } from '../platform/rate-limits';
import { trustedDeviceCookie } from './mfa';
import { createExperienceMfaService } from './service.mfa';
import { bindableFactors } from './state';
import type { ExperienceLimits } from './verifications/types';

const tags = ['Experience'];

const bind = createRoute({
  method: 'post',
  path: '/api/experience/profile/mfa',
  summary: 'Bind a new second factor',
  description:
    'A factor enrolled in this interaction: `Totp` once a code of its new secret matched (`/verification/totp/verify` with its `verificationId`), `WebAuthn` once its registration verified (`/verification/web-authn/registration/verify`), `BackupCode` as generated, `EmailVerificationCode` / `PhoneVerificationCode` once the code sent to a new address checked (`/verification/mfa-verification-code` with `newIdentifier`; the address becomes the primary email / phone, still free of other users, at submit). It is added to the account at submit (a new set of backup codes replaces the old one).',
  tags,
  security: anonymous,
  request: {
    body: jsonBody(z.object({ type: z.enum(bindableFactors), verificationId: z.string().min(1).max(64) })),
  },
  responses: { 204: { description: 'Bound.' }, ...errorResponses(400, 404, 413, 415, 422, 429) },
});
const skip = createRoute({
  method: 'post',
  path: '/api/experience/profile/mfa/mfa-skipped',
  summary: 'Skip setting up a second factor',
  description:
    'Where the policy only prompts (`PromptOnlyAtSignIn`, `PromptAtSignInAndSignUp`) and no organization of the request requires MFA; otherwise 422 `session.mfa.skip_not_allowed`.',
  tags,
  security: anonymous,
  responses: { 204: { description: 'Skipped.' }, ...errorResponses(400, 404, 422, 429) },
});
const rememberDevice = createRoute({
  method: 'post',
  path: '/api/experience/profile/mfa/remember-device',
  summary: 'Remember this device',
  description:
    "Once a second factor is verified in this interaction: this browser skips the second factor of this account for the tenant's `mfa.rememberDeviceDays` (an HttpOnly cookie; 422 when the tenant sets no days).",
  tags,
  security: anonymous,
  responses: { 204: { description: 'Remembered.' }, ...errorResponses(400, 403, 404, 422, 429) },
});

/** The profile steps of second factors (service.mfa.ts). */
export const registerMfaProfileRoutes = (
  app: ApiApp,
  deps: PlatformDeps,
  runtimes: RuntimeRegistry,
  limits: ExperienceLimits,
) => {
  const service = async (c: Context<AppEnv>) =>
    createExperienceMfaService({
      deps,
      runtime: await runtimes.get(c.get('tenantId')),
      req: c.env.incoming,
      res: c.env.outgoing,
      ip: clientIp(c.env.incoming, deps.config.trustProxy),
      userAgent: c.req.header('user-agent'),
    });

  app.openapi(withMiddleware(bind, limits.requests), async (c) => {
    await (await service(c)).bind(c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(withMiddleware(skip, limits.requests), async (c) => {
    await (await service(c)).skip();
    return c.body(null, 204);
  });
  app.openapi(withMiddleware(rememberDevice, limits.requests), async (c) => {
    const { token, expiresAt } = await (await service(c)).rememberDevice();
    setCookie(c, trustedDeviceCookie, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      path: '/',
      expires: expiresAt,
    });
    return c.body(null, 204);
  });
};
