import {
  applicationSignInExperienceGuard,
  assignUserConsentScopesGuard,
  putApplicationSignInExperienceGuard,
  userConsentScopesGuard,
  userConsentScopeTypes,
} from '@gatehouse/schemas/applications';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard, idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Third-party applications'];
const thirdPartyOnly = 'Third-party applications only (400 `application.third_party_only` otherwise).';

const getConsentScopes = defineRoute({
  method: 'get',
  path: '/api/applications/{id}/user-consent-scopes',
  summary: 'List what a third-party application may ask its users for',
  description: `User data (OIDC scopes) and API permissions, by resource. Anything else the application requests is left out of its tokens and never shown on the consent page. ${thirdPartyOnly}`,
  tags,
  params: idParams,
  response: { status: 200, schema: userConsentScopesGuard, description: 'The consent list.' },
});
const assignConsentScopes = defineRoute({
  method: 'post',
  path: '/api/applications/{id}/user-consent-scopes',
  summary: 'Let a third-party application ask for more',
  description: `Adds user data scopes and permissions (ids, any API resource); those already listed are kept once. ${thirdPartyOnly}`,
  tags,
  params: idParams,
  body: assignUserConsentScopesGuard,
  response: { status: 201, schema: userConsentScopesGuard, description: 'The consent list.' },
});
const removeConsentScope = defineRoute({
  method: 'delete',
  path: '/api/applications/{id}/user-consent-scopes/{scopeType}/{scopeId}',
  summary: 'Take a scope off a third-party application’s consent list',
  description:
    '`scopeType` is `user-scopes` (then `scopeId` is the scope name, such as `email`) or `resource-scopes` (a permission id).',
  tags,
  params: idParams.extend({
    scopeType: z.enum(userConsentScopeTypes),
    scopeId: entityIdGuard,
  }),
  response: { status: 204, description: 'Removed.' },
});

const getSignInExperience = defineRoute({
  method: 'get',
  path: '/api/applications/{id}/sign-in-experience',
  summary: 'Get the sign-in branding of a third-party application',
  description: `Empty values where none is set (the tenant's branding applies). ${thirdPartyOnly}`,
  tags,
  params: idParams,
  response: { status: 200, schema: applicationSignInExperienceGuard, description: 'The branding.' },
});
const putSignInExperience = defineRoute({
  method: 'put',
  path: '/api/applications/{id}/sign-in-experience',
  summary: 'Set the sign-in branding of a third-party application',
  description: `Display name, logos (light and dark), brand colours (#rrggbb), terms of use and privacy policy URLs (http or https). Replaces what was set: fields left out are cleared. ${thirdPartyOnly}`,
  tags,
  params: idParams,
  body: putApplicationSignInExperienceGuard,
  response: { status: 200, schema: applicationSignInExperienceGuard, description: 'The branding.' },
});

export const registerApplicationThirdPartyRoutes = (app: ApiApp) => {
  app.openapi(getConsentScopes, async (c) =>
    send(c, userConsentScopesGuard, await c.var.services.thirdParty.getConsentScopes(c.req.valid('param').id), 200),
  );
  app.openapi(assignConsentScopes, async (c) =>
    send(
      c,
      userConsentScopesGuard,
      await c.var.services.thirdParty.assignConsentScopes(c.req.valid('param').id, c.req.valid('json')),
      201,
    ),
  );
  app.openapi(removeConsentScope, async (c) => {
    const { id, scopeType, scopeId } = c.req.valid('param');
    await c.var.services.thirdParty.removeConsentScope(id, scopeType, scopeId);
    return c.body(null, 204);
  });

  app.openapi(getSignInExperience, async (c) =>
    send(
      c,
      applicationSignInExperienceGuard,
      await c.var.services.thirdParty.getSignInExperience(c.req.valid('param').id),
      200,
    ),
  );
  app.openapi(putSignInExperience, async (c) =>
    send(
      c,
      applicationSignInExperienceGuard,
      await c.var.services.thirdParty.putSignInExperience(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
};
