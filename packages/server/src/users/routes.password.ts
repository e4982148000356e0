import { hasPasswordGuard, setUserPasswordGuard, userGuard, verifyUserPasswordGuard } from '@gatehouse/schemas/users';
import type { AttemptLimit } from '../platform/attempt-limits';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp } from '../platform/http/context';
import { refuseTooMany } from '../platform/http/rate-limit';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { tags, userIdParams } from './routes';

/**
 * Wrong passwords per user before `password/verify` answers 429 for a while: the route is a
 * password oracle for whoever holds a management token, so it is limited per target user (not per
 * caller), in Postgres, like the sign-in pages' checks.
 */
export const passwordVerifyFailureLimit: AttemptLimit = { points: 10, duration: 300, blockDuration: 900 };

const setPassword = defineRoute({
  method: 'patch',
  path: '/api/users/{id}/password',
  summary: "Set a user's password",
  description:
    "`password` must pass the tenant's password policy (422 `password_rejected.*`); or `passwordDigest` with `passwordAlgorithm` sets an imported hash (400 `user.invalid_password_digest` when it does not look like one).",
  tags,
  params: userIdParams,
  body: setUserPasswordGuard,
  response: { status: 200, schema: userGuard, description: 'The user.' },
  errors: [422],
});

const verify = defineRoute({
  method: 'post',
  path: '/api/users/{id}/password/verify',
  summary: "Check a user's password",
  description: `204 when it is the user's password, 422 \`session.invalid_credentials\` when it is not (or there is none). After ${passwordVerifyFailureLimit.points} wrong passwords for one user within ${passwordVerifyFailureLimit.duration / 60} minutes it answers 429 for ${passwordVerifyFailureLimit.blockDuration / 60} minutes. A right password stored with a legacy hash is re-hashed with Argon2id.`,
  tags,
  params: userIdParams,
  body: verifyUserPasswordGuard,
  response: { status: 204, description: 'The password is right.' },
  errors: [422, 429],
});

const hasPassword = defineRoute({
  method: 'get',
  path: '/api/users/{id}/has-password',
  summary: 'Tell whether a user has a password',
  tags,
  params: userIdParams,
  response: { status: 200, schema: hasPasswordGuard, description: 'Whether the user has a password.' },
});

/** A user's password: set (policy or import), verify (rate-limited), has-password. */
export const registerUserPasswordRoutes = (app: ApiApp, deps: PlatformDeps) => {
  const attempts = deps.attempts.gate('user-password-verify', passwordVerifyFailureLimit);

  app.openapi(setPassword, async (c) =>
    send(c, userGuard, await c.var.services.users.setPassword(c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(verify, async (c) => {
    const tenantId = c.get('tenantId');
    const { id } = c.req.valid('param');
    const { password } = c.req.valid('json');
    const outcome = await attempts.attempt(`${tenantId}:${id}`, () =>
      c.var.services.users.verifyPassword(id, password),
    );
    if ('retryAfterMs' in outcome) refuseTooMany(c, outcome);
    else if (!outcome.succeeded) throw new ApiError('session.invalid_credentials');
    return c.body(null, 204);
  });
  app.openapi(hasPassword, async (c) =>
    send(c, hasPasswordGuard, { hasPassword: await c.var.services.users.hasPassword(c.req.valid('param').id) }, 200),
  );
};
