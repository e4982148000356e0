import {
  createHookGuard,
  hookGuard,
  hookListItemGuard,
  hookListQueryGuard,
  hookWithSigningKeyGuard,
  patchHookGuard,
} from '@gatehouse/schemas/hooks';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

export const hookTags = ['Webhooks'];
const tags = hookTags;

const urlRules =
  'The URL must be https unless the server allows http (GATEHOUSE_HOOKS_ALLOW_HTTP, local development): `hook.insecure_url`. When the server keeps requests off internal addresses (GATEHOUSE_OUTBOUND_PRIVATE off; the default of the cloud edition), a URL naming a private, loopback or link-local address is refused (`hook.private_address`), and so is a delivery whose host resolves to one.';

const list = defineRoute({
  method: 'get',
  path: '/api/hooks',
  summary: 'List webhooks',
  description:
    'Newest first. With `includeExecutionStats=true` each hook carries the number of requests sent in the last 24 hours and how many succeeded.',
  tags,
  query: hookListQueryGuard,
  response: { status: 200, schema: z.array(hookListItemGuard), description: 'The webhooks.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/hooks',
  summary: 'Create a webhook',
  description: `The hook receives a signed POST for each event it subscribes to. Its signing key is generated and answered here. ${urlRules}`,
  tags,
  body: createHookGuard,
  response: { status: 201, schema: hookWithSigningKeyGuard, description: 'The created webhook, with its signing key.' },
});

const get = defineRoute({
  method: 'get',
  path: '/api/hooks/{id}',
  summary: 'Get a webhook',
  description:
    'With its signing key: every request carries `Gatehouse-Signature-SHA-256`, the hex HMAC-SHA256 of the raw body under this key.',
  tags,
  params: idParams,
  response: { status: 200, schema: hookWithSigningKeyGuard, description: 'The webhook, with its signing key.' },
});

const update = defineRoute({
  method: 'patch',
  path: '/api/hooks/{id}',
  summary: 'Update a webhook',
  description: `Changes the fields given; \`config\` is replaced as a whole. ${urlRules}`,
  tags,
  params: idParams,
  body: patchHookGuard,
  response: { status: 200, schema: hookGuard, description: 'The updated webhook.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/hooks/{id}',
  summary: 'Delete a webhook',
  description: 'Its pending deliveries and its logs go with it.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});

const regenerate = defineRoute({
  method: 'patch',
  path: '/api/hooks/{id}/signing-key',
  summary: "Regenerate a webhook's signing key",
  description: 'The old key stops signing at once: update the receiver with the new one.',
  tags,
  params: idParams,
  response: { status: 200, schema: hookWithSigningKeyGuard, description: 'The webhook, with its new signing key.' },
});

export const registerHookRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) =>
    send(
      c,
      z.array(hookListItemGuard),
      await c.var.services.hooks.list({ includeExecutionStats: c.req.valid('query').includeExecutionStats === 'true' }),
      200,
    ),
  );
  app.openapi(create, async (c) =>
    send(c, hookWithSigningKeyGuard, await c.var.services.hooks.create(c.req.valid('json')), 201),
  );
  app.openapi(get, async (c) =>
    send(c, hookWithSigningKeyGuard, await c.var.services.hooks.get(c.req.valid('param').id), 200),
  );
  app.openapi(update, async (c) =>
    send(c, hookGuard, await c.var.services.hooks.update(c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.hooks.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(regenerate, async (c) =>
    send(c, hookWithSigningKeyGuard, await c.var.services.hooks.regenerateSigningKey(c.req.valid('param').id), 200),
  );
};
