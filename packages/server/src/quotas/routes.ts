import { skuGuard, subscriptionGuard, subscriptionUsageGuard } from '@gatehouse/schemas/plans';
import { z } from '@hono/zod-openapi';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { security, tenantParams } from '../tenants/routes';
import { createSubscriptionService } from './service';

const tags = ['Cloud: plans and subscriptions'];
const skuType = z.enum(['Basic', 'AddOn']);
const notFound = 'Needs membership of the tenant (404 `tenant.not_found` otherwise).';

const skus = defineRoute({
  method: 'get',
  path: '/api/skus',
  summary: 'List the plans',
  description:
    'The plans anyone may choose (Free, Pro, Pro202411), each with its monthly price in cents and quota. No add-ons yet.',
  tags,
  security,
  query: z.object({ type: skuType.optional() }),
  response: { status: 200, schema: z.array(skuGuard), description: 'The plans.' },
});
const availableSkus = defineRoute({
  method: 'get',
  path: '/api/tenants/{tenantId}/available-skus',
  summary: 'Plans a tenant may be on',
  description: `Free and Pro202411 for a production tenant; Development for a development tenant. ${notFound}`,
  tags,
  security,
  params: tenantParams,
  query: z.object({ type: z.enum(['basic', 'Basic', 'AddOn', 'addOn']).optional() }),
  response: { status: 200, schema: z.array(skuGuard), description: 'The plans.' },
});
const subscription = defineRoute({
  method: 'get',
  path: '/api/tenants/{tenantId}/subscription',
  summary: "A tenant's subscription",
  description: `Its plan, status (always active until billing exists) and current billing month (UTC calendar month). ${notFound}`,
  tags,
  security,
  params: tenantParams,
  response: { status: 200, schema: subscriptionGuard, description: 'The subscription.' },
});
const usage = defineRoute({
  method: 'get',
  path: '/api/tenants/{tenantId}/subscription-usage',
  summary: "A tenant's quota and usage",
  description: `The plan's quota, and per quota key what the tenant uses (MAU and tokens this billing month; features in use as booleans); \`resources\` and \`roles\` give the scopes of each API resource and role. ${notFound}`,
  tags,
  security,
  params: tenantParams,
  response: { status: 200, schema: subscriptionUsageGuard, description: 'Quota and usage.' },
});

/** Plans and subscriptions of the cloud API (spec §7), without a payment provider. */
export const registerSubscriptionRoutes = (app: ApiApp, deps: PlatformDeps) => {
  const service = createSubscriptionService(deps);
  app.openapi(skus, async (c) => {
    const { type } = c.req.valid('query');
    return send(c, z.array(skuGuard), service.skus(type), 200);
  });
  app.openapi(availableSkus, async (c) =>
    send(c, z.array(skuGuard), await service.availableSkus(c.get('auth').subject, c.req.valid('param').tenantId), 200),
  );
  app.openapi(subscription, async (c) =>
    send(c, subscriptionGuard, await service.subscription(c.get('auth').subject, c.req.valid('param').tenantId), 200),
  );
  app.openapi(usage, async (c) =>
    send(c, subscriptionUsageGuard, await service.usage(c.get('auth').subject, c.req.valid('param').tenantId), 200),
  );
};
