import { interactionContextGuard } from '@gatehouse/schemas/experience';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { anonymous, errorResponses, jsonResponse } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { createInteractionContext } from './context';

const tags = ['Experience'];
const redirectGuard = z.object({ redirectTo: z.string() });

const context = createRoute({
  method: 'get',
  path: '/api/experience/context',
  summary: 'Who the sign-in is for',
  description:
    'The application of the authorization request (its name and logo), the organization of its `organization_id`, and the account already signed in, if any.',
  tags,
  security: anonymous,
  responses: { 200: jsonResponse(interactionContextGuard, 'The context.'), ...errorResponses(400, 404, 429) },
});
const switchAccount = createRoute({
  method: 'delete',
  path: '/api/experience/session',
  summary: 'Sign out to use another account',
  description:
    '"Not you?": ends the signed-in session and returns where the browser starts the same authorization request again, which leads to the sign-in page.',
  tags,
  security: anonymous,
  responses: { 200: jsonResponse(redirectGuard, 'Where to go.'), ...errorResponses(404, 429) },
});

/** The sign-in pages' view of the authorization request: what they show, and the account switch. */
export const registerContextRoutes = (app: ApiApp, deps: PlatformDeps, runtimes: RuntimeRegistry) => {
  const contextOf = async (c: Context<AppEnv>) => {
    const tenantId = c.get('tenantId');
    return createInteractionContext({
      deps,
      tenantId,
      runtime: await runtimes.get(tenantId),
      req: c.env.incoming,
      res: c.env.outgoing,
      findApplicationBranding: (id) => c.var.services.thirdParty.findSignInExperience(id),
      findOrganization: async (id) => {
        try {
          return await c.var.services.organizations.get(id);
        } catch (error) {
          // An unknown organization_id: the pages show the application alone.
          if (error instanceof ApiError) return undefined;
          throw error;
        }
      },
    });
  };

  app.openapi(context, async (c) => send(c, interactionContextGuard, await (await contextOf(c)).details(), 200));
  app.openapi(switchAccount, async (c) =>
    send(c, redirectGuard, { redirectTo: await (await contextOf(c)).switchAccount() }, 200),
  );
};
