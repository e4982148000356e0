import { unlockSentinelGuard } from '@gatehouse/schemas/sentinel';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { defineRoute } from '../platform/http/route';
import { createSentinelActivityService, followUnlocks } from './service';

const unlock = defineRoute({
  method: 'post',
  path: '/api/sentinel-activities/delete',
  summary: 'Unlock identifiers',
  description:
    "Forgets the failed sign-in attempts and lifts the lockout (the sign-in experience's `sentinelPolicy`) of each target: an account named by a target is unlocked whichever of its identifiers was locked out; an identifier that names no account is unlocked itself. Unknown targets are no error.",
  tags: ['Security'],
  body: unlockSentinelGuard,
  response: { status: 204, description: 'Unlocked.' },
});

export const registerSentinelActivityRoutes = (app: ApiApp, deps: PlatformDeps) => {
  followUnlocks(deps);
  app.openapi(unlock, async (c) => {
    await createSentinelActivityService(deps, c.get('tenantId')).unlock(c.req.valid('json').targets);
    return c.body(null, 204);
  });
};
