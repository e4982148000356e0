import {
  authorizationUriRequestGuard,
  authorizationUriResponseGuard,
  connectorFactoryGuard,
  connectorGuard,
  connectorListQueryGuard,
  createConnectorGuard,
  patchConnectorGuard,
  testConnectorGuard,
} from '@gatehouse/schemas/connectors';
import { negotiateLanguage } from '@gatehouse/schemas/languages';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Connectors'];

/** The language of the factories' setup guides: the request's, as error messages pick it. */
const guideLanguage = (c: Context) => negotiateLanguage(c.req.header('accept-language'));
const factoryParams = z.object({ factoryId: z.string().min(1).max(64) });

const listFactories = defineRoute({
  method: 'get',
  path: '/api/connector-factories',
  summary: 'List connector factories',
  description:
    'The built-in connectors a tenant can set up: email, SMS and social, each with its config form and its setup guide (`readme`, Markdown) in the language of `Accept-Language`, else English.',
  tags,
  response: { status: 200, schema: z.array(connectorFactoryGuard), description: 'The connector factories.' },
});

const getFactory = defineRoute({
  method: 'get',
  path: '/api/connector-factories/{factoryId}',
  summary: 'Get a connector factory',
  description: 'A built-in connector, its setup guide (`readme`) in the language of `Accept-Language`, else English.',
  tags,
  params: factoryParams,
  response: { status: 200, schema: connectorFactoryGuard, description: 'The connector factory.' },
  errors: [404],
});

const list = defineRoute({
  method: 'get',
  path: '/api/connectors',
  summary: 'List connectors',
  description: "The tenant's connectors, oldest first. Secret config fields read `********`.",
  tags,
  query: connectorListQueryGuard,
  response: { status: 200, schema: z.array(connectorGuard), description: 'The connectors.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/connectors',
  summary: 'Create a connector',
  description:
    "Sets up a connector from a factory (`connectorId`) with its config, checked by the factory's schema (400 `connector.invalid_config` names each wrong field). A tenant has at most one email and one SMS connector (422 `connector.type_in_use`) and one social connector per identity provider (422 `connector.target_in_use`).",
  tags,
  body: createConnectorGuard,
  response: { status: 201, schema: connectorGuard, description: 'The created connector.' },
  errors: [404, 422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/connectors/{id}',
  summary: 'Get a connector',
  tags,
  params: idParams,
  response: { status: 200, schema: connectorGuard, description: 'The connector.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/connectors/{id}',
  summary: 'Update a connector',
  description:
    'Changes the config (a secret field sent back as `********` keeps its stored value), profile sync, enabled state or the name and logos shown.',
  tags,
  params: idParams,
  body: patchConnectorGuard,
  response: { status: 200, schema: connectorGuard, description: 'The updated connector.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/connectors/{id}',
  summary: 'Delete a connector',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});

const test = defineRoute({
  method: 'post',
  path: '/api/connectors/{factoryId}/test',
  summary: 'Send a test message',
  description:
    "Sends a test email (`email`) or SMS (`phone`) with a config that is not saved. `savedConnectorId` fills the secrets an existing connector's form shows masked. A provider's refusal is answered as `connector.<code>` with its message in `data`.",
  tags,
  params: factoryParams,
  body: testConnectorGuard.extend({ savedConnectorId: z.string().max(21).optional() }),
  response: { status: 204, description: 'The provider accepted the message.' },
  errors: [404, 429],
});

const authorizationUri = defineRoute({
  method: 'post',
  path: '/api/connectors/{id}/authorization-uri',
  summary: "Get a social connector's authorization URL",
  tags,
  params: idParams,
  body: authorizationUriRequestGuard,
  response: { status: 200, schema: authorizationUriResponseGuard, description: 'Where to send the browser.' },
});

export const registerConnectorRoutes = (app: ApiApp) => {
  app.openapi(listFactories, async (c) => {
    c.header('Vary', 'Accept-Language');
    return send(c, z.array(connectorFactoryGuard), c.var.services.connectors.factories(guideLanguage(c)), 200);
  });
  app.openapi(getFactory, async (c) => {
    c.header('Vary', 'Accept-Language');
    const { factoryId } = c.req.valid('param');
    return send(c, connectorFactoryGuard, c.var.services.connectors.factory(factoryId, guideLanguage(c)), 200);
  });
  app.openapi(list, async (c) =>
    send(c, z.array(connectorGuard), await c.var.services.connectors.list(c.req.valid('query')), 200),
  );
  app.openapi(create, async (c) =>
    send(c, connectorGuard, await c.var.services.connectors.create(c.req.valid('json')), 201),
  );
  app.openapi(get, async (c) =>
    send(c, connectorGuard, await c.var.services.connectors.get(c.req.valid('param').id), 200),
  );
  app.openapi(patch, async (c) =>
    send(c, connectorGuard, await c.var.services.connectors.patch(c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.connectors.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(test, async (c) => {
    await c.var.services.connectors.test(c.req.valid('param').factoryId, c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(authorizationUri, async (c) =>
    send(
      c,
      authorizationUriResponseGuard,
      await c.var.services.connectors.authorizationUri(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
};
