import {
  createOneTimeTokenGuard,
  oneTimeTokenGuard,
  oneTimeTokenListQueryGuard,
  putOneTimeTokenStatusGuard,
  verifyOneTimeTokenGuard,
} from '@gatehouse/schemas/one-time-tokens';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['One-time tokens'];

const list = defineRoute({
  method: 'get',
  path: '/api/one-time-tokens',
  summary: 'List one-time tokens',
  description: 'Newest first (at most 200), by email and status. The tokens themselves are never shown again.',
  tags,
  query: oneTimeTokenListQueryGuard,
  response: { status: 200, schema: z.array(oneTimeTokenGuard), description: 'The one-time tokens.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/one-time-tokens',
  summary: 'Create a one-time token',
  description:
    "A magic link's secret for an email address, valid `expiresIn` seconds (default 600, at most 30 days). The answer carries `token` — the only time it is shown. Send the person to your application's sign-in with the authorization parameters `one_time_token={token}` and `login_hint={email}`: the sign-in pages sign them in, or register them, once. With `sendEmail`, Gatehouse emails the link itself through the tenant's email connector: `link` is your application's URL with `{token}` (and optionally `{email}`) where they go, and the template `templateType` (SignIn unless told) carries it as `{{link}}`. Without an email connector that is 422 `one_time_token.no_email_connector` and no token is created; an email the provider refuses creates none either (400 `connector.*`).",
  tags,
  body: createOneTimeTokenGuard,
  response: { status: 201, schema: oneTimeTokenGuard, description: 'The token, with its secret.' },
  errors: [422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/one-time-tokens/{id}',
  summary: 'Get a one-time token',
  tags,
  params: idParams,
  response: { status: 200, schema: oneTimeTokenGuard, description: 'The one-time token.' },
});

const setStatus = defineRoute({
  method: 'put',
  path: '/api/one-time-tokens/{id}/status',
  summary: 'Revoke a one-time token',
  description: 'Only an active token can be revoked (400 `one_time_token.not_active`).',
  tags,
  params: idParams,
  body: putOneTimeTokenStatusGuard,
  response: { status: 200, schema: oneTimeTokenGuard, description: 'The revoked token.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/one-time-tokens/{id}',
  summary: 'Delete a one-time token',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});

const verify = defineRoute({
  method: 'post',
  path: '/api/one-time-tokens/verify',
  summary: 'Verify a one-time token',
  description:
    'Checks a token for its email and uses it up: a second verification answers `one_time_token.consumed`. Answers its record, with its context.',
  tags,
  body: verifyOneTimeTokenGuard,
  response: { status: 200, schema: oneTimeTokenGuard, description: 'The used token.' },
  errors: [404],
});

export const registerOneTimeTokenRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) =>
    send(c, z.array(oneTimeTokenGuard), await c.var.services.oneTimeTokens.list(c.req.valid('query')), 200),
  );
  app.openapi(create, async (c) =>
    send(c, oneTimeTokenGuard, await c.var.services.oneTimeTokens.create(c.req.valid('json')), 201),
  );
  app.openapi(verify, async (c) => {
    const { token, email } = c.req.valid('json');
    return send(c, oneTimeTokenGuard, await c.var.services.oneTimeTokens.verify(token, email), 200);
  });
  app.openapi(get, async (c) =>
    send(c, oneTimeTokenGuard, await c.var.services.oneTimeTokens.get(c.req.valid('param').id), 200),
  );
  app.openapi(setStatus, async (c) =>
    send(c, oneTimeTokenGuard, await c.var.services.oneTimeTokens.revoke(c.req.valid('param').id), 200),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.oneTimeTokens.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
