import { invitationStatusGuard, organizationBrandingGuard } from '@gatehouse/schemas/organizations';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { anonymous, errorResponses, jsonBody, jsonResponse, withMiddleware } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { clientIp } from '../platform/rate-limits';
import { createInvitationAcceptance } from './invitation';
import type { Sentinel } from './sentinel';

const tags = ['Experience'];

/** Whether accepting created the invitee's account. */
const acceptedGuard = z.object({ created: z.boolean() });
/** An invitation as its accept page reads it. */
const invitationDetailsGuard = z.object({
  id: z.string(),
  status: invitationStatusGuard,
  invitee: z.string(),
  expiresAt: z.number().int(),
  organization: z.object({ id: z.string(), name: z.string(), branding: organizationBrandingGuard }),
  hasAccount: z.boolean(),
  hasPassword: z.boolean(),
  canCreateAccount: z.boolean(),
  /** For an invitation to a console tenant (the admin tenant's): where the invitee goes on, the console. */
  consoleUrl: z.string().optional(),
});

const invitationParams = z.object({ id: z.string().max(64) });
const invitationDetails = createRoute({
  method: 'get',
  path: '/api/experience/invitations/{id}',
  summary: 'Read an organization invitation',
  description:
    "For the invitation's accept page (its `link`): the organization, the invitee, the state, whether the invitee has an account and a password, and whether accepting may create an account. The id is the credential; unknown ids get 404.",
  tags,
  security: anonymous,
  request: { params: invitationParams },
  responses: {
    200: jsonResponse(invitationDetailsGuard, 'The invitation.'),
    ...errorResponses(400, 404, 429),
  },
});
const invitationAccept = createRoute({
  method: 'post',
  path: '/api/experience/invitations/{id}/accept',
  summary: 'Accept an organization invitation',
  description:
    "With the password of the invitee's account, or a new password (which must meet the policy) when the invitee has no account, or one without a password. The invitee joins the organization with the invitation's roles; `created` tells whether an account was made. Wrong passwords count toward the lockout.",
  tags,
  security: anonymous,
  request: { params: invitationParams, body: jsonBody(z.object({ password: z.string().min(1).max(256) })) },
  responses: {
    200: jsonResponse(acceptedGuard, 'Accepted.'),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429),
  },
});

/** An organization invitation's accept page (invitation.ts). */
export const registerInvitationRoutes = (
  app: ApiApp,
  deps: PlatformDeps,
  options: {
    sentinel: Sentinel;
    isBreached: (password: string) => Promise<boolean>;
    limited: MiddlewareHandler<AppEnv>;
    passwordAttempts: MiddlewareHandler<AppEnv>;
  },
) => {
  const { sentinel, isBreached, limited, passwordAttempts } = options;
  const acceptance = (c: Context<AppEnv>) =>
    createInvitationAcceptance({
      deps,
      sentinel,
      isBreached,
      tenantId: c.get('tenantId'),
      ip: clientIp(c.env.incoming, deps.config.trustProxy),
      userAgent: c.req.header('user-agent'),
    });
  app.openapi(withMiddleware(invitationDetails, limited), async (c) =>
    send(c, invitationDetailsGuard, await acceptance(c).details(c.req.valid('param').id), 200),
  );
  app.openapi(withMiddleware(invitationAccept, passwordAttempts), async (c) =>
    send(c, acceptedGuard, await acceptance(c).accept(c.req.valid('param').id, c.req.valid('json').password), 200),
  );
};
